/** Reading listing lists through the API, as the feed, the profile tabs and the count do. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listingPageSchema, type Listing } from '@/shared/schemas/listing';

/** GET a listing page; it must answer 200. */
export async function getListingPage(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return listingPageSchema.parse(response.json());
}

/** The ids of one page, in order. */
export async function pageIds(app: FastifyInstance, url: string): Promise<string[]> {
  return (await getListingPage(app, url)).listings.map((listing) => listing.id);
}

/**
 * Every page from the first, following nextCursor; `between` runs after each page (to change
 * listings while a reader pages).
 */
export async function walkPages(
  app: FastifyInstance,
  url: string,
  between: (page: number) => Promise<void> = async () => {},
): Promise<Listing[]> {
  const seen: Listing[] = [];
  let page = await getListingPage(app, url);
  seen.push(...page.listings);
  for (let n = 1; page.nextCursor; n += 1) {
    await between(n);
    page = await getListingPage(app, `${url}&cursor=${page.nextCursor}`);
    seen.push(...page.listings);
  }
  return seen;
}

/** A 400 with exactly this message. */
export async function expectRefused(app: FastifyInstance, url: string, message: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  expect(response.json(), url).toEqual({ message });
}
