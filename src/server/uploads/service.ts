import {
  CHAT_IMAGE_MAX_BYTES,
  COMPRESSED_IMAGE_MAX_BYTES,
  MAX_IMAGES_PER_LISTING,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_SIZE_PX,
} from '@/shared/constants';
import type { UploadedImage, UploadPurpose } from '@/shared/schemas/uploads';
import type { AppDeps } from '@/server/deps';
import { requireNotBlocked } from '@/server/blocks/service';
import { BadRequest } from '@/server/http/errors';
import { requireParticipant } from '@/server/messaging/service';
import { toProfilePicture } from './images';
import { imageWork } from './image-work';
import { newImageKey, thumbnailKeyFor } from './keys';
import { processPhoto } from './listing-photos';
import { countImageUpload } from './upload-limit';

type UploadDeps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

const LIMITS = {
  listing: { maxBytes: COMPRESSED_IMAGE_MAX_BYTES, maxFiles: MAX_IMAGES_PER_LISTING },
  chat: { maxBytes: CHAT_IMAGE_MAX_BYTES, maxFiles: 1 },
  profile: { maxBytes: PROFILE_IMAGE_MAX_BYTES, maxFiles: 1 },
} as const;

/** Where a request's images go and how many, how large, it may send. */
type UploadTarget = {
  purpose: UploadPurpose;
  /** The storage key prefix: clients never choose a name (keys.ts). */
  prefix: string;
  maxBytes: number;
  maxFiles: number;
};

/**
 * The target of `userId`'s upload for `purpose`. Chat images belong to a conversation, which the
 * uploader must take part in (404 otherwise, so its existence is not confirmed) and may still
 * write in: after a block either way, 403 as for a message, before any byte is stored.
 */
export async function uploadTarget(
  { db }: Pick<UploadDeps, 'db'>,
  userId: string,
  { purpose, conversationId }: { purpose: UploadPurpose; conversationId?: string },
): Promise<UploadTarget> {
  const limits = LIMITS[purpose];
  if (purpose === 'profile') return { purpose, prefix: `profiles/${userId}`, ...limits };
  if (purpose === 'listing') return { purpose, prefix: userId, ...limits };
  if (!conversationId) throw new BadRequest('Chat images need the conversationId they belong to');
  const parties = await requireParticipant(db, userId, conversationId);
  await requireNotBlocked(db, parties.buyerId, parties.sellerId);
  return { purpose, prefix: `chatimages/${conversationId}`, ...limits };
}

/** The answers for a file over the target's size or a form with too many files. */
export function uploadRefusals(target: UploadTarget): { tooLarge: string; tooMany: string } {
  const plural = target.maxFiles > 1 ? 's' : '';
  return {
    tooLarge: `Each image must be at most ${target.maxBytes / 1024 / 1024}MB`,
    tooMany: `At most ${target.maxFiles} image${plural} per upload`,
  };
}

/** How a request's files reach the service: each one charged, then stored. */
type ReceiveFiles = (steps: {
  beforeRead: () => Promise<void>;
  use: (filePath: string) => Promise<UploadedImage>;
}) => Promise<UploadedImage[]>;

/**
 * Stores every image `receive` hands over, all or nothing: a refused file takes the ones stored
 * before it with it. Each image is charged against the uploader's per-minute allowance before its
 * bytes are read, so past the allowance they are never received.
 */
export async function storeUploads(
  deps: UploadDeps,
  userId: string,
  target: UploadTarget,
  receive: ReceiveFiles,
): Promise<UploadedImage[]> {
  const written: string[] = [];
  try {
    return await receive({
      beforeRead: () => countImageUpload(deps.db, userId, deps.config.uploadRateLimit),
      use: (filePath) => storeImage(deps, target, filePath, written),
    });
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/**
 * One received image, made safe and stored: a profile picture as a PNG, a listing or chat photo
 * as a WebP display image with its card thumbnail beside it. `written` collects the stored keys.
 */
async function storeImage(
  { storage }: UploadDeps,
  target: UploadTarget,
  filePath: string,
  written: string[],
): Promise<UploadedImage> {
  if (target.purpose === 'profile') {
    const png = await imageWork(() => toProfilePicture(filePath));
    const key = newImageKey(target.prefix, 'png');
    await storage.put(key, png, 'image/png');
    written.push(key);
    return {
      url: storage.urlFor(key),
      width: PROFILE_IMAGE_SIZE_PX,
      height: PROFILE_IMAGE_SIZE_PX,
    };
  }
  const photo = await imageWork(() => processPhoto(filePath));
  const key = newImageKey(target.prefix, 'webp');
  await storage.put(key, photo.display.data, 'image/webp');
  written.push(key);
  await storage.put(thumbnailKeyFor(key), photo.thumbnail.data, 'image/webp');
  written.push(thumbnailKeyFor(key));
  return { url: storage.urlFor(key), width: photo.display.width, height: photo.display.height };
}
