/**
 * The demo data itself: users, listings with generated photos, WTB requests and conversations,
 * made with the test factories so that the seed and the tests agree on what a valid row is.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '@/server/db/client';
import type { Storage } from '@/server/storage/storage';
import { CONDITIONS, type Condition } from '@/shared/constants';
import {
  createListing,
  createUser,
  createWtb,
  listingValues,
  pick,
  type ImageInsert,
} from '../../tests/factories/index';
import { buildCatalog, PRICE_RANGE, type Product } from './catalog';
import { mapLimit } from './map-limit';
import { DISPLAY_SIZE, renderPhotoSets, type Photo } from './product-photos';
import { createRandom, type Random } from './random';
import { DEMO_USERS, describeListing, describeWtb, wtbTitle } from './seed-content';
import { seedConversations } from './seed-conversations';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const LISTINGS = 300;
const WTB_REQUESTS = 40;
const FULFILLED_WTB = 5;

export type SeedCounts = {
  users: number;
  listings: number;
  sold: number;
  discounted: number;
  images: number;
  wtb: number;
  conversations: number;
  messages: number;
};

type User = Awaited<ReturnType<typeof createUser>>;
/** A file to store once the photos are rendered: which product, which photo, which size. */
type Upload = {
  key: string;
  product: number;
  photo: number;
  size: keyof Pick<Photo, 'display' | 'thumbnail'>;
};

/** Prices end in 0 or 5, like people set them. */
const roundPrice = (amount: number) => Math.max(5, Math.round(amount / 5) * 5);
const money = (amount: number) => `${amount}.00`;
/** A moment between two times; `skew` above 1 favours the start. */
const during = (random: Random, from: number, to: number, skew = 1) =>
  new Date(from + (to - from) * random.next() ** skew);

function pickCondition(random: Random): Condition {
  const r = random.next();
  return CONDITIONS[r < 0.2 ? 0 : r < 0.65 ? 1 : r < 0.9 ? 2 : 3];
}

/** Serves sellers in proportion to their weight: a few power sellers list most of the items. */
function sellerPicker(users: User[], random: Random): () => User {
  const sellers = users.filter((u) => !u.isAdmin);
  const weights = sellers.map((_, i) => (i % 7 === 0 ? 5 : i % 3 === 0 ? 2 : 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random.next() * total;
    for (let i = 0; i < sellers.length; i += 1) {
      r -= weights[i]!;
      if (r < 0) return sellers[i]!;
    }
    return sellers[sellers.length - 1]!;
  };
}

async function seedUsers(db: Database, now: number, random: Random): Promise<User[]> {
  const users: User[] = [];
  for (const { username, name } of DEMO_USERS) {
    const isAdmin = username === 'admin';
    const createdAt = new Date(now - (isAdmin ? 600 : random.int(70, 520)) * DAY);
    users.push(
      await createUser(db, {
        username,
        name,
        email: `${username.toLowerCase()}@example.com`,
        isAdmin,
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  return users;
}

function imageKey(sellerId: string, at: Date, position: number): string {
  return `${sellerId}/${at.getTime() + position}-${randomBytes(6).toString('hex')}`;
}

async function seedListings(
  db: Database,
  storage: Storage,
  options: { now: number; random: Random; users: User[]; products: Product[]; uploads: Upload[] },
) {
  const { now, random, users, products, uploads } = options;
  const admin = users.find((u) => u.isAdmin)!;
  const nextSeller = sellerPicker(users, random);
  const listings = [];
  for (let k = 0; k < LISTINGS; k += 1) {
    const seller = k % 100 === 0 ? admin : nextSeller();
    const productIndex = k % products.length;
    const product = products[productIndex]!;
    const createdAt = new Date(now - 60 * DAY * random.next() ** 1.3);
    const isSold = random.chance(0.15);
    // A sale comes at least a little after listing, and never after now.
    const age = now - createdAt.getTime();
    const end = isSold
      ? during(random, createdAt.getTime() + Math.min(2 * HOUR, age / 2), now).getTime()
      : now;
    let bumpedAt = createdAt;
    let lastBumpedAt: Date | null = null;
    if (random.chance(0.2)) {
      lastBumpedAt = during(random, createdAt.getTime(), end);
      bumpedAt = lastBumpedAt;
    }
    const [low, high] = PRICE_RANGE[product.category];
    let price = roundPrice(low + (high - low) * random.next() ** 1.3);
    let originalPrice: number | null = null;
    if (random.chance(0.15)) {
      // A discount of 10% or more bumps the listing to the top.
      originalPrice = price;
      price = Math.min(roundPrice(price * random.between(0.7, 0.88)), originalPrice - 5);
      const discountedAt = during(random, createdAt.getTime(), end);
      if (discountedAt > bumpedAt) bumpedAt = discountedAt;
    }
    const condition = pickCondition(random);
    const count = pick([1, 2, 2, 3, 3, 3, 4, 4], random.int(0, 7));
    const images: ImageInsert[] = [];
    for (let photo = 0; photo < count; photo += 1) {
      const key = imageKey(seller.id, createdAt, photo);
      uploads.push(
        { key: `${key}.webp`, product: productIndex, photo, size: 'display' },
        { key: `${key}-thumb.webp`, product: productIndex, photo, size: 'thumbnail' },
      );
      images.push({
        url: storage.urlFor(`${key}.webp`),
        thumbnailUrl: storage.urlFor(`${key}-thumb.webp`),
        width: DISPLAY_SIZE.width,
        height: DISPLAY_SIZE.height,
      });
    }
    listings.push(
      await createListing(
        db,
        seller.id,
        {
          category: product.category,
          brand: product.brand,
          title: product.title,
          description: describeListing(product.category, condition, random),
          condition,
          price: money(price),
          originalPrice: originalPrice === null ? null : money(originalPrice),
          isDiscounted: originalPrice !== null,
          isSold,
          soldAt: isSold ? new Date(end) : null,
          createdAt,
          bumpedAt,
          lastBumpedAt,
        },
        images,
      ),
    );
  }
  return listings;
}

async function seedWtb(
  db: Database,
  options: { now: number; random: Random; users: User[]; products: Product[] },
) {
  const { now, random, users, products } = options;
  const buyers = users.filter((u) => !u.isAdmin);
  const requests = [];
  for (let w = 0; w < WTB_REQUESTS; w += 1) {
    const product = random.pickOne(products);
    const createdAt = new Date(now - 60 * DAY * random.next() ** 1.2);
    const bumpedAt = random.chance(0.25) ? during(random, createdAt.getTime(), now) : null;
    const isFulfilled = w < FULFILLED_WTB;
    const [low, high] = PRICE_RANGE[product.category];
    requests.push(
      await createWtb(db, random.pickOne(buyers).id, {
        title: wtbTitle(product.title, random),
        brand: product.brand,
        size: listingValues('-', { category: product.category }, random.int(0, 99)).size,
        maxPrice: money(roundPrice((low + (high - low) * 0.35) * random.between(0.6, 1.3))),
        description: describeWtb(random),
        isFulfilled,
        fulfilledAt: isFulfilled ? during(random, (bumpedAt ?? createdAt).getTime(), now) : null,
        createdAt,
        bumpedAt: bumpedAt ?? createdAt,
        lastBumpedAt: bumpedAt,
      }),
    );
  }
  return requests;
}

/**
 * Fills an empty database. Photos render while the rows go in; the files are stored last, and
 * every key stored is pushed to `stored` so that a caller can remove them if the transaction fails.
 */
export async function seedDemoData(
  db: Database,
  storage: Storage,
  stored: string[],
  now = Date.now(),
): Promise<SeedCounts> {
  const random = createRandom(20261122);
  const products = buildCatalog();
  const photos = renderPhotoSets(products);
  // Observed here so that a failed insert doesn't also leave an unhandled rejection behind.
  photos.catch(() => undefined);

  const users = await seedUsers(db, now, random);
  const uploads: Upload[] = [];
  const listings = await seedListings(db, storage, { now, random, users, products, uploads });
  const requests = await seedWtb(db, { now, random, users, products });
  const chats = await seedConversations(db, { now, random, users, listings, requests, products });

  const sets = await photos;
  await mapLimit(uploads, 16, async (upload) => {
    const photo = sets[upload.product]![upload.photo]!;
    await storage.put(upload.key, photo[upload.size], 'image/webp');
    stored.push(upload.key);
  });
  return {
    users: users.length,
    listings: listings.length,
    sold: listings.filter((l) => l.isSold).length,
    discounted: listings.filter((l) => l.isDiscounted).length,
    images: uploads.length / 2,
    wtb: requests.length,
    ...chats,
  };
}
