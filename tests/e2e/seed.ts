import { createHash, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Database } from '@/server/db/client';
import { accounts } from '@/server/db/schema';
import type { Storage } from '@/server/storage/storage';
import { createListing, createUser, createWtb, type ImageInsert } from '../factories/index';
import {
  LISTINGS,
  SEED_PASSWORDS,
  USERS,
  WTB_REQUESTS,
  type ImageSpec,
  type SeedUsername,
} from './seed-data';
import { renderAvatar, renderListingImage } from './seed-images';

function imageName(spec: ImageSpec): string {
  return createHash('sha1').update(`${spec.art}${spec.color}`).digest('hex').slice(0, 12);
}

/** Renders each distinct picture once (fillers share theirs) and stores it under seed/. */
async function storeImages(
  storage: Storage,
  specs: ImageSpec[],
): Promise<Map<string, ImageInsert>> {
  const stored = new Map<string, ImageInsert>();
  for (const spec of specs) {
    const name = imageName(spec);
    if (stored.has(name)) continue;
    const { display, thumb } = await renderListingImage(spec);
    await storage.put(`seed/${name}.webp`, display, 'image/webp');
    await storage.put(`seed/${name}-thumb.webp`, thumb, 'image/webp');
    stored.set(name, {
      url: storage.urlFor(`seed/${name}.webp`),
      thumbnailUrl: storage.urlFor(`seed/${name}-thumb.webp`),
      width: 900,
      height: 1200,
    });
  }
  return stored;
}

/** Writes the dataset of seed-data.ts: users, listings with real WebP images, WTB requests. */
export async function seedE2eData(db: Database, storage: Storage, now = Date.now()): Promise<void> {
  const ids = {} as Record<SeedUsername, string>;
  for (const [key, user] of Object.entries(USERS) as [
    SeedUsername,
    (typeof USERS)[SeedUsername],
  ][]) {
    let profileImageUrl: string | null = null;
    if (user.avatar) {
      await storage.put(`seed/avatar-${key}.webp`, await renderAvatar('#be185d'), 'image/webp');
      profileImageUrl = storage.urlFor(`seed/avatar-${key}.webp`);
    }
    const created = await createUser(db, {
      username: user.username,
      email: `${user.username}@example.com`,
      isAdmin: user.isAdmin,
      profileImageUrl,
      createdAt: new Date(user.memberSince),
    });
    ids[key] = created.id;
    const password = SEED_PASSWORDS[key];
    if (password) {
      // A password account as Better Auth's e-mail sign-up makes it: provider "credential", the
      // user's id as account id, an argon2id hash (verify reads the parameters from the hash).
      await db.insert(accounts).values({
        id: randomUUID(),
        userId: created.id,
        accountId: created.id,
        providerId: 'credential',
        password: await hash(password, {
          algorithm: 2,
          memoryCost: 19 * 1024,
          timeCost: 2,
          parallelism: 1,
        }),
      });
    }
  }

  const images = await storeImages(
    storage,
    LISTINGS.flatMap((listing) => listing.images),
  );
  for (const listing of LISTINGS) {
    const at = new Date(now - listing.ageMs);
    const soldAt = listing.soldAgeMs === undefined ? null : new Date(now - listing.soldAgeMs);
    await createListing(
      db,
      ids[listing.seller],
      {
        title: listing.title,
        brand: listing.brand,
        category: listing.category,
        size: listing.size,
        condition: listing.condition,
        price: listing.price,
        originalPrice: listing.originalPrice ?? null,
        isDiscounted: listing.originalPrice !== undefined,
        description: listing.description ?? null,
        isSold: soldAt !== null,
        soldAt,
        createdAt: at,
        bumpedAt: at,
      },
      listing.images.map((spec) => images.get(imageName(spec))!),
    );
  }

  for (const wtb of WTB_REQUESTS) {
    const at = new Date(now - wtb.ageMs);
    await createWtb(db, ids[wtb.buyer], {
      title: wtb.title,
      brand: wtb.brand,
      size: wtb.size,
      maxPrice: wtb.maxPrice,
      description: wtb.description ?? null,
      createdAt: at,
      bumpedAt: at,
      isFulfilled: wtb.fulfilled ?? false,
      fulfilledAt: wtb.fulfilled ? at : null,
    });
  }
}
