/**
 * Bench data: N listings made in a few SQL statements (Drizzle would spend ~80 µs per row).
 * Listing rows come from the test factory's listingValues, sampled into a template table that
 * generate_series fans out; each listing gets 1 to 3 images pointing at a handful of real files.
 * The tables are filled without their secondary indexes and triggers, which are built and
 * counted once afterwards: a million listings load in about a minute instead of many.
 */
import { listingMatchKeys } from '@/server/matching/query-parts';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import type { Storage } from '@/server/storage/storage';
import { CATEGORIES, CONDITIONS } from '@/shared/constants';
import { BRANDS, listingValues } from '../../tests/factories/index';
import { withoutIndexesOrTriggers } from './bench-bulk-load';
import { buildCatalog } from './catalog';
import { DISPLAY_SIZE, renderPhotoSets } from './product-photos';
import { createRandom } from './random';

export const BENCH_USERS = 400;
const TEMPLATES = 5000;
/**
 * A brand on three templates in TEMPLATES: 3N / 5000 listings, for the rare search and brand.
 * 60 in 100k, 600 in 1M: more than a page at both sizes, so the two compare pages of one size (on
 * one template it had 20 at 100k, a page a third the size of 1M's).
 */
export const RARE_BRAND = 'Kapital';
const RARE_TEMPLATES = new Set([1234, 2345, 3456]);
/**
 * A brand on 15 templates: 0.3% of listings. Sparse enough that walking the feed index until 49
 * match is slow, common enough that the planner may still choose to.
 */
export const UNCOMMON_BRAND = 'Visvim';
const brandOfTemplate = (i: number, next: () => string) =>
  RARE_TEMPLATES.has(i) ? RARE_BRAND : i % 333 === 7 ? UNCOMMON_BRAND : next();

/** Brand shares fall off like real resale traffic: Nike about 17%, the rarest factory brand about 2%. */
function brandPicker(random: () => number): () => string {
  const weights = BRANDS.map((_, i) => 1 / (i + 1) ** 0.7);
  const total = weights.reduce((a, b) => a + b, 0);
  return () => {
    let r = random() * total;
    for (let i = 0; i < BRANDS.length; i += 1) {
      r -= weights[i]!;
      if (r < 0) return BRANDS[i]!;
    }
    return BRANDS[0];
  };
}

/** The share of listings whose brand contains `term`, from the same weights. */
export function expectedShare(term: string): number {
  const weights = BRANDS.map((_, i) => 1 / (i + 1) ** 0.7);
  const total = weights.reduce((a, b) => a + b, 0);
  return (
    BRANDS.reduce((sum, b, i) => (b.toLowerCase().includes(term) ? sum + weights[i]! : sum), 0) /
    total
  );
}

/** Renders a few real product photos and stores them; returns their URLs. */
async function storePhotos(storage: Storage): Promise<{ urls: string[]; thumbnails: string[] }> {
  const catalog = buildCatalog();
  const products = [0, 7, 13, 24, 31, 42].map((i) => catalog[i % catalog.length]!);
  const sets = await renderPhotoSets(products);
  const urls: string[] = [];
  const thumbnails: string[] = [];
  let n = 0;
  for (const set of sets) {
    for (const photo of set) {
      n += 1;
      await storage.put(`bench/${n}.webp`, photo.display, 'image/webp');
      await storage.put(`bench/${n}-thumb.webp`, photo.thumbnail, 'image/webp');
      urls.push(storage.urlFor(`bench/${n}.webp`));
      thumbnails.push(storage.urlFor(`bench/${n}-thumb.webp`));
    }
  }
  return { urls, thumbnails };
}

/** Category shares of a streetwear resale feed: tops most, accessories least. */
const CATEGORY_WEIGHTS = [35, 20, 15, 20, 10];
/** Condition shares: most resale items are gently used. */
const CONDITION_WEIGHTS = [15, 50, 28, 7];

function weighted<T>(items: readonly T[], weights: number[], r: number): T {
  let rest = r * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < items.length; i += 1) {
    rest -= weights[i]!;
    if (rest < 0) return items[i]!;
  }
  return items[items.length - 1]!;
}

/** Prices skewed like resale: many under $100, a tail to $1,515 (median about $300). */
function templatePrice(r: number, cents: boolean): string {
  return (15 + 1500 * r ** 2.4).toFixed(cents ? 2 : 0);
}

type Template = Pick<
  ReturnType<typeof listingValues>,
  'title' | 'description' | 'brand' | 'category' | 'size' | 'condition' | 'price'
> & { i: number; matchBrand: string; matchSize: string };

function makeTemplates(): Template[] {
  const random = createRandom(42);
  const nextBrand = brandPicker(random.next);
  return Array.from({ length: TEMPLATES }, (_, i) => {
    const overrides = {
      brand: brandOfTemplate(i, nextBrand),
      category: weighted(CATEGORIES, CATEGORY_WEIGHTS, random.next()),
      condition: weighted(CONDITIONS, CONDITION_WEIGHTS, random.next()),
      price: templatePrice(random.next(), random.chance(0.2)),
    };
    // The factory picks the size from the category by this number: a random one spreads them.
    const values = listingValues('-', overrides, random.int(0, 1000));
    const { title, description, brand, category, size, condition, price } = values;
    // What the server writes on every listing (WTB matching); the fill bypasses it.
    const keys = listingMatchKeys({ brand, size });
    return { i, title, description, brand, category, size, condition, price, ...keys };
  });
}

/**
 * Listings fanned out from the templates: times spread over a year, every 10th listing
 * discounted (some time after it was made), every 12th sold.
 */
async function insertListings(db: Database, templates: Template[], listings: number) {
  await db.execute(sql`
    with t as (
      select * from json_to_recordset(${JSON.stringify(templates)}::json) as t(
        i int, title text, description text, brand text, category listing_category, size text,
        condition listing_condition, price numeric, "matchBrand" text, "matchSize" text)
    ), s as (
      select g, now() - random() * interval '365 days' as at, random() as r
      from generate_series(1::bigint, ${listings}) g
    )
    insert into listings (seller_id, title, description, brand, category, size, condition, price,
                          original_price, is_discounted, discounted_at, is_sold, sold_at,
                          created_at, bumped_at, match_brand, match_size)
    select 'bench-' || (1 + (s.g * 7919) % ${BENCH_USERS}), t.title, t.description, t.brand,
           t.category, t.size, t.condition, t.price,
           case when s.g % 10 = 3 then t.price + 25 end, s.g % 10 = 3,
           case when s.g % 10 = 3 then least(now(), s.at + s.r * interval '30 days') end,
           s.g % 12 = 5, case when s.g % 12 = 5 then least(now(), s.at + s.r * interval '20 days') end,
           s.at, s.at, t."matchBrand", t."matchSize"
    from s join t on t.i = (s.g * 2654435761) % ${TEMPLATES}`);
}

/** 1 to 3 photos per listing, from the rendered set. */
async function insertImages(db: Database, photos: { urls: string[]; thumbnails: string[] }) {
  await db.execute(sql`
    insert into listing_images (listing_id, position, url, thumbnail_url, width, height)
    select l.id, p, ${JSON.stringify(photos.urls)}::jsonb ->> ((l.k + p) % ${photos.urls.length})::int,
           ${JSON.stringify(photos.thumbnails)}::jsonb ->> ((l.k + p) % ${photos.urls.length})::int,
           ${DISPLAY_SIZE.width}, ${DISPLAY_SIZE.height}
    from (select id, row_number() over () as k from listings) l,
         generate_series(0, (l.k % 3)::int) p`);
}

export async function fillBenchDatabase(
  db: Database,
  storage: Storage,
  listings: number,
): Promise<void> {
  const step = stopwatch();
  const photos = await storePhotos(storage);
  await db.execute(sql`select setseed(0.42)`);
  await db.execute(sql`
    insert into users (id, email, username, name, email_verified, created_at, updated_at)
    select 'bench-' || g, 'bench' || g || '@example.com', 'bench' || g, 'Bench seller ' || g, true,
           now() - interval '400 days', now() - interval '400 days'
    from generate_series(1, ${BENCH_USERS}) g`);
  step('photos and users');
  await withoutIndexesOrTriggers(db, ['listings', 'listing_images'], async () => {
    await insertListings(db, makeTemplates(), listings);
    step('listings');
    await insertImages(db, photos);
    step('images');
  });
  step('indexes');
  // What the listings' triggers count one row at a time (migration 0003), counted once.
  await db.execute(sql`
    insert into brands (key, name, listings)
    select brand_key, (array_agg(brand order by created_at))[1], count(*) filter (where not is_sold)
    from listings group by brand_key`);
  step('brands');
  // A database that has been running a while: statistics fresh, visibility map set.
  await db.execute(sql`vacuum analyze users, listings, listing_images, brands`);
  step('vacuum analyze');
  console.log(`Fill: ${step.report()}`);
}

/** Seconds per named step, for the line that says where the fill's time went. */
function stopwatch() {
  let last = performance.now();
  const steps: string[] = [];
  const step = (name: string) => {
    const now = performance.now();
    steps.push(`${name} ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  step.report = () => steps.join(', ');
  return step;
}
