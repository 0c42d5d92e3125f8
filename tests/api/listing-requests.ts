/** Listings made through the API, as a seller's browser makes them. */
import type { FastifyInstance } from 'fastify';

/** The fields of a valid listing (as POST /api/listings takes them), without price and images. */
export const listingFields = {
  title: 'Box Logo Hoodie',
  description: 'Worn twice.\nPit to pit 24"',
  brand: 'Supreme',
  category: 'Tops',
  size: 'L',
  condition: 'Gently used',
};

/** POST /api/listings as `who`: a valid listing with these photos, `overrides` on top. */
export function postListing(
  app: FastifyInstance,
  who: { cookie: string },
  images: string[],
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: who.cookie },
    payload: { ...listingFields, price: '250', images, ...overrides },
  });
}
