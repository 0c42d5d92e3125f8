import type { APIRequestContext } from '@playwright/test';
import type { ListingPage } from '@/shared/schemas/listing';

/** The id the server gave a seeded listing, looked up through the public API by its title. */
export async function listingIdByTitle(request: APIRequestContext, title: string): Promise<string> {
  const response = await request.get('/api/listings?limit=100');
  const page = (await response.json()) as ListingPage;
  const listing = page.listings.find((candidate) => candidate.title === title);
  if (!listing) throw new Error(`No seeded listing titled "${title}"`);
  return listing.id;
}
