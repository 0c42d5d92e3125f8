/**
 * What the feed section measures without the cache, each with a check that the server really
 * did what the URL asks: a server that ignores a filter or sort it does not know would
 * otherwise be measured as a plain first page under the wrong name.
 */
import type { Listing } from '@/shared/schemas/listing';
import { RARE_BRAND } from './bench-data';

export const PAGE_DEPTH = 20;

export type Answer = { listings?: Listing[]; brands?: { name: string }[] };

export type Scenario = {
  name: string;
  path: string;
  /** Pages to follow by nextCursor before the measured one (page PAGE_DEPTH + 1). */
  depth?: number;
  /** Whether the first answer is what the URL asked for. */
  applied?: (answer: Answer) => boolean;
};

const all = (answer: Answer, test: (listing: Listing) => boolean) =>
  (answer.listings ?? []).length > 0 && (answer.listings ?? []).every(test);

const priceAscending = (answer: Answer) =>
  (answer.listings ?? []).every(
    (listing, i, list) => i === 0 || Number(list[i - 1]!.price) <= Number(listing.price),
  );

const rare = RARE_BRAND.toLowerCase();

export const SCENARIOS: Scenario[] = [
  { name: 'first page', path: '/api/listings' },
  { name: `page ${PAGE_DEPTH + 1}`, path: '/api/listings', depth: PAGE_DEPTH },
  { name: 'q=nike', path: '/api/listings?q=nike' },
  { name: `q=${rare} (rare)`, path: `/api/listings?q=${rare}` },
  {
    name: `brand=${rare} (rare)`,
    path: `/api/listings?brand=${rare}`,
    applied: (answer) => all(answer, (listing) => listing.brand === RARE_BRAND),
  },
  {
    name: 'category=Footwear&size=10&maxPrice=300',
    path: '/api/listings?category=Footwear&size=10&maxPrice=300',
    applied: (answer) =>
      all(
        answer,
        (l) => l.category === 'Footwear' && l.size.toLowerCase() === '10' && Number(l.price) <= 300,
      ),
  },
  { name: 'sort=price_asc', path: '/api/listings?sort=price_asc', applied: priceAscending },
  {
    name: `sort=price_asc, page ${PAGE_DEPTH + 1}`,
    path: '/api/listings?sort=price_asc',
    depth: PAGE_DEPTH,
    applied: priceAscending,
  },
  {
    name: 'GET /api/brands?q=su',
    path: '/api/brands?q=su',
    applied: (answer) => Array.isArray(answer.brands) && answer.brands.length > 0,
  },
];

/** The path with one more query parameter. */
export function withParameter(path: string, name: string, value: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/**
 * The URL's query as Fastify hands it to a route: a parameter given once is a string, one given
 * more often an array of strings.
 */
export function queryObject(path: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(path, 'http://x').searchParams) {
    const before = query[name];
    query[name] = before === undefined ? value : [before, value].flat();
  }
  return query;
}
