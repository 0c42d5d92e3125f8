/** Requests, listings and notifications as the WTB matching tests make and read them. */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '@/server/db/schema';
import { wantingRequestsSchema, wtbMatchesSchema } from '@/shared/schemas/matching';
import { listingSchema } from '@/shared/schemas/listing';
import { wtbListingSchema } from '@/shared/schemas/wtb';
import { uniqueToken } from '../factories';
import type { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import type { TestContext } from './test-app';

export type Account = Awaited<ReturnType<typeof createAccount>>;

/** A brand no other test uses, so each test sees only its own matches. */
export function freshBrand(): string {
  return `Brand ${uniqueToken()}`.slice(0, 40);
}

export function matchingClient(ctx: TestContext) {
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    who: Account | null,
    payload?: object,
  ) => ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });

  return {
    send,
    async postWtb(who: Account, fields: { brand: string; size?: string; maxPrice?: string }) {
      const response = await send('POST', '/api/wtb-listings', who, {
        title: 'Looking for a jacket',
        size: 'L',
        maxPrice: '200',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return wtbListingSchema.parse(response.json());
    },
    async postListing(
      who: Account,
      photos: string[],
      fields: { brand: string; size?: string; price?: string; title?: string },
    ) {
      const response = await postListing(ctx.app, who, photos, {
        size: 'L',
        price: '150',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
      return listingSchema.parse(response.json());
    },
    async matchIds(wtbId: string) {
      const response = await send('GET', `/api/wtb-listings/${wtbId}/matches`, null);
      expect(response.statusCode, response.body).toBe(200);
      return wtbMatchesSchema.parse(response.json()).listings.map((listing) => listing.id);
    },
    async wantedBy(listingId: string) {
      const response = await send('GET', `/api/listings/${listingId}/wanted-by`, null);
      expect(response.statusCode, response.body).toBe(200);
      return wantingRequestsSchema.parse(response.json());
    },
    /** The WTB-match notifications a buyer has about one listing, oldest first. */
    async alertsAbout(who: Account, listingId: string) {
      return ctx.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, who.user.id),
            eq(notifications.kind, 'wtb_match'),
            eq(notifications.url, `/listing/${listingId}`),
          ),
        )
        .orderBy(asc(notifications.id));
    },
  };
}
