/**
 * Factories shared by the tests and the seed script: believable defaults, unique where the
 * database demands it, every field overridable.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import { listingImages, listings, users, wtbListings } from '@/server/db/schema';
import { listingMatchKeys, wtbMatchKeys } from '@/server/matching/query-parts';
import { CATEGORIES, CONDITIONS } from '@/shared/constants';

type UserInsert = typeof users.$inferInsert;
type ListingInsert = typeof listings.$inferInsert;
type WtbInsert = typeof wtbListings.$inferInsert;
export type ImageInsert = { url: string; thumbnailUrl: string; width?: number; height?: number };

let sequence = 0;
/** A short token unique within this process and across processes. */
export function uniqueToken(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomUUID().replace(/-/g, '').slice(0, 6)}`;
}

export const BRANDS = [
  'Nike',
  'Adidas',
  'Supreme',
  'Stussy',
  'Carhartt WIP',
  'Palace',
  'Bape',
  "Arc'teryx",
  'The North Face',
  'Patagonia',
  'Kith',
  'Aime Leon Dore',
  'Stone Island',
  "Levi's",
  'New Balance',
  'Salomon',
  'Fear of God',
  'Noah',
  'Online Ceramics',
  'Brain Dead',
] as const;

const ITEMS: Record<(typeof CATEGORIES)[number], string[]> = {
  Tops: [
    'Box Logo Tee',
    'Heavyweight Hoodie',
    'Striped Rugby',
    'Crewneck Sweatshirt',
    'Graphic Longsleeve',
  ],
  Bottoms: [
    'Double Knee Pants',
    'Cargo Shorts',
    'Selvedge Jeans',
    'Nylon Track Pants',
    'Fleece Sweatpants',
  ],
  Outerwear: ['Coach Jacket', 'Down Puffer', 'Shell Jacket', 'Varsity Jacket', 'Fleece Vest'],
  Footwear: ['Dunk Low', 'Samba OG', '990v6', 'XT-6 Trail', 'Air Force 1'],
  Accessories: ['Camp Cap', 'Beanie', 'Shoulder Bag', 'Tote Bag', 'Socks 3-Pack'],
};
const SIZES: Record<(typeof CATEGORIES)[number], string[]> = {
  Tops: ['S', 'M', 'L', 'XL'],
  Bottoms: ['30', '32', '34', 'M'],
  Outerwear: ['S', 'M', 'L', 'XL'],
  Footwear: ['9', '9.5', '10', '11'],
  Accessories: ['OS'],
};

export function pick<T>(items: readonly T[], index: number): T {
  return items[Math.abs(index) % items.length] as T;
}

export function userValues(overrides: Partial<UserInsert> = {}): UserInsert {
  const token = uniqueToken();
  return {
    email: `user${token}@example.com`,
    emailVerified: true,
    username: `user${token}`.slice(0, 20),
    ...overrides,
  };
}

export async function createUser(db: Database, overrides: Partial<UserInsert> = {}) {
  const [user] = await db.insert(users).values(userValues(overrides)).returning();
  return user!;
}

export function listingValues(
  sellerId: string,
  overrides: Partial<ListingInsert> = {},
  n = sequence,
): ListingInsert {
  const category = overrides.category ?? pick(CATEGORIES, n);
  const brand = overrides.brand ?? pick(BRANDS, n * 7);
  return {
    sellerId,
    title: `${brand} ${pick(ITEMS[category], n)}`.slice(0, 100),
    description: 'Worn a handful of times, no flaws.\nPit to pit 22", length 28".',
    brand,
    category,
    size: pick(SIZES[category], n),
    condition: pick(CONDITIONS, n),
    price: String(20 + ((n * 37) % 480)) + '.00',
    ...overrides,
  };
}

/** Made-up image URLs for tests that never load the pictures. */
export function fakeImages(count: number): ImageInsert[] {
  return Array.from({ length: count }, () => {
    const token = uniqueToken();
    return {
      url: `/uploads/test/${token}.webp`,
      thumbnailUrl: `/uploads/test/${token}-thumb.webp`,
    };
  });
}

/** A row with the match keys the server writes with every listing and request it stores. */
function withKeys<Row extends { brand: string; size: string }>(
  row: Row,
  keys: (row: Row) => { matchBrand: string; matchSize: string },
): Row {
  return { ...row, ...keys(row) };
}

export async function createListing(
  db: Database,
  sellerId: string,
  overrides: Partial<ListingInsert> = {},
  images: ImageInsert[] = fakeImages(1),
) {
  sequence += 1;
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .insert(listings)
      .values(withKeys(listingValues(sellerId, overrides), listingMatchKeys))
      .returning();
    if (images.length > 0) {
      await tx
        .insert(listingImages)
        .values(images.map((image, position) => ({ ...image, listingId: listing!.id, position })));
    }
    return listing!;
  });
}

export function wtbValues(
  buyerId: string,
  overrides: Partial<WtbInsert> = {},
  n = sequence,
): WtbInsert {
  const category = pick(CATEGORIES, n);
  const brand = overrides.brand ?? pick(BRANDS, n * 3);
  return {
    buyerId,
    title: `Looking for ${brand} ${pick(ITEMS[category], n + 1)}`.slice(0, 100),
    description: 'Prefer lightly worn. Can meet up or pay shipping.',
    brand,
    size: pick(SIZES[category], n),
    maxPrice: String(50 + ((n * 53) % 450)) + '.00',
    ...overrides,
  };
}

export async function createWtb(db: Database, buyerId: string, overrides: Partial<WtbInsert> = {}) {
  sequence += 1;
  const [wtb] = await db
    .insert(wtbListings)
    .values(withKeys(wtbValues(buyerId, overrides), wtbMatchKeys))
    .returning();
  return wtb!;
}
