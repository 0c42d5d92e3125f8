import type { Executor } from '@/server/db/client';
import type { Storage } from '@/server/storage/storage';
import { thumbnailKeyFor } from './keys';
import { existingOwners, urlsInUse } from './repository';

/**
 * Uploads nobody uses: photos removed in the listing dialog or left behind by a cancelled one,
 * chat images never sent, profile uploads replaced. The server stores an image at upload time,
 * before the listing, message or profile that will use it exists, so some are never used.
 * The sweep deletes those once they are older than a grace period (a seller may keep the
 * dialog open for a while); every image a listing, message or profile points at is kept.
 */

/** Who an upload belongs to, read from the key the server made for it (`keys.ts`). */
type UploadOwner =
  | { kind: 'seller'; userId: string }
  | { kind: 'conversation'; conversationId: string }
  | { kind: 'profile'; userId: string };

const SELLER_KEY = /^([A-Za-z0-9_-]+)\/\d+-[0-9a-f]{12}(?:-thumb)?\.webp$/;
const CHAT_KEY =
  /^chatimages\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/\d+-[0-9a-f]{12}(?:-thumb)?\.webp$/;
const PROFILE_KEY = /^profiles\/([A-Za-z0-9_-]+)\/(?:\d+-[0-9a-f]{12}|profile-\d+)\.png$/;

/**
 * The owner of a key shaped exactly like one the upload routes make, or null for anything else
 * (seeded images, files put there by hand): the sweep never touches what it did not make.
 */
export function uploadOwner(key: string): UploadOwner | null {
  const chat = CHAT_KEY.exec(key);
  if (chat) return { kind: 'conversation', conversationId: chat[1]! };
  const profile = PROFILE_KEY.exec(key);
  if (profile) return { kind: 'profile', userId: profile[1]! };
  const seller = SELLER_KEY.exec(key);
  if (seller && seller[1] !== 'chatimages' && seller[1] !== 'profiles')
    return { kind: 'seller', userId: seller[1]! };
  return null;
}

type Candidate = { key: string; owner: UploadOwner };

type SweepOptions = {
  /** Uploads written at or after this are left alone, used or not. */
  olderThan: Date;
  /** Stops between batches, e.g. when the server shuts down. */
  signal?: AbortSignal;
  batchSize?: number;
};

/**
 * Deletes every upload older than `olderThan` that no listing, message or profile uses.
 * Works through storage in batches, asking the database only about the owners in each batch.
 */
export async function sweepUnusedUploads(
  db: Executor,
  storage: Storage,
  { olderThan, signal, batchSize = 500 }: SweepOptions,
): Promise<{ examined: number; deleted: number }> {
  let examined = 0;
  let deleted = 0;
  let batch: Candidate[] = [];
  for await (const object of storage.list()) {
    if (signal?.aborted) break;
    examined += 1;
    if (object.lastModified >= olderThan) continue;
    const owner = uploadOwner(object.key);
    if (!owner) continue;
    batch.push({ key: object.key, owner });
    if (batch.length >= batchSize) {
      deleted += await sweepBatch(db, storage, batch);
      batch = [];
    }
  }
  if (batch.length > 0 && !signal?.aborted) deleted += await sweepBatch(db, storage, batch);
  return { examined, deleted };
}

async function sweepBatch(db: Executor, storage: Storage, batch: Candidate[]): Promise<number> {
  const { used, owners } = await whatOwnersUse(db, batch);
  // An owner the database does not know (another environment's files in a shared bucket, a
  // database restored from an old backup) is not ours to judge: its files stay.
  const unused = batch.filter(({ key, owner }) => owners.has(ownerId(owner)) && !used.has(key));
  for (const { key } of unused) await storage.delete(key);
  return unused.length;
}

const ownerId = (owner: UploadOwner) =>
  owner.kind === 'conversation' ? owner.conversationId : owner.userId;

/**
 * Which of the batch's owners exist, and every key they use: their listings' photos, their
 * conversations' images and their profile pictures.
 */
async function whatOwnersUse(
  db: Executor,
  batch: Candidate[],
): Promise<{ used: Set<string>; owners: Set<string> }> {
  const userIds = new Set<string>();
  const conversationIds = new Set<string>();
  for (const { owner } of batch) {
    if (owner.kind === 'conversation') conversationIds.add(owner.conversationId);
    else userIds.add(owner.userId);
  }
  const users = [...userIds];
  const conversations = [...conversationIds];
  const owners = await existingOwners(db, users, conversations);
  const references = await urlsInUse(db, users, conversations);
  const used = new Set<string>();
  for (const url of references) {
    for (const key of keysNamedBy(url)) {
      used.add(key);
      // A chat message names its display image; the thumbnail beside it goes with it.
      used.add(thumbnailKeyFor(key));
    }
  }
  return { used, owners };
}

/**
 * The keys a stored URL may name, read from the end of its path and whatever host or prefix it
 * has: if the public URL of the storage ever changes, the images of old rows still count as used
 * (asking the driver's `keyFor` would call them foreign, and the sweep would delete them all).
 */
function keysNamedBy(url: string): string[] {
  let segments: string[];
  try {
    // The URL parser already drops `.` and `..` segments (also spelled %2e); empty ones remain.
    segments = new URL(url, 'http://relative.invalid').pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return [];
  }
  // Seller keys have two segments, chat and profile keys three.
  return [segments.slice(-2).join('/'), segments.slice(-3).join('/')];
}
