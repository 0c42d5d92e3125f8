import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favouriteIdsSchema, favouriteStateSchema } from '@/shared/schemas/favourite';
import { listingPageSchema, listingSchema } from '@/shared/schemas/listing';
import { favourites, listings, notifications } from '@/server/db/schema';
import { afterListingChange, listingReactions } from '@/server/listings/listing-events';
import { createListing, createUser } from '../factories';
import { createAccount } from './auth-helpers';
import { listingFields, postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;
let fan: Account;
let otherFan: Account;
let bystander: Account;

beforeAll(async () => {
  [seller, fan, otherFan, bystander] = [
    await createAccount(ctx.app),
    await createAccount(ctx.app),
    await createAccount(ctx.app),
    await createAccount(ctx.app),
  ];
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Account | null,
  payload?: object,
) {
  return ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

async function heart(method: 'GET' | 'POST' | 'DELETE', listingId: string, who: Account | null) {
  const response = await call(method, `/api/listings/${listingId}/favourite`, who);
  expect(response.statusCode, response.body).toBe(200);
  return favouriteStateSchema.parse(response.json());
}

async function sellersListing(overrides: Partial<typeof listings.$inferInsert> = {}) {
  return createListing(ctx.db, seller.user.id, { price: '200.00', ...overrides });
}

/** The notifications of a listing's favouriters, by who got them. */
async function alertsAbout(listingId: string) {
  return ctx.db
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
    })
    .from(notifications)
    .where(eq(notifications.url, `/listings/${listingId}`));
}

describe('favouriting a listing', () => {
  it('hearts and un-hearts idempotently, with the count and the reader’s own state', async () => {
    const listing = await sellersListing();
    expect(await heart('GET', listing.id, null)).toEqual({ favourited: false, count: 0 });

    expect(await heart('POST', listing.id, fan)).toEqual({ favourited: true, count: 1 });
    expect(await heart('POST', listing.id, fan)).toEqual({ favourited: true, count: 1 });
    expect(await heart('POST', listing.id, otherFan)).toEqual({ favourited: true, count: 2 });

    expect(await heart('GET', listing.id, fan)).toEqual({ favourited: true, count: 2 });
    expect(await heart('GET', listing.id, bystander)).toEqual({ favourited: false, count: 2 });
    expect(await heart('GET', listing.id, null)).toEqual({ favourited: false, count: 2 });

    expect(await heart('DELETE', listing.id, fan)).toEqual({ favourited: false, count: 1 });
    expect(await heart('DELETE', listing.id, fan)).toEqual({ favourited: false, count: 1 });
    expect(await heart('DELETE', listing.id, bystander)).toEqual({ favourited: false, count: 1 });
  });

  it('allows favouriting one’s own listing', async () => {
    const listing = await sellersListing();
    expect(await heart('POST', listing.id, seller)).toEqual({ favourited: true, count: 1 });
  });

  it('answers 404 for a missing listing and for one deleted since, which leaves the favourites', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, `/api/listings/${missing}/favourite`, fan);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ message: 'Listing not found' });
    }
    const listing = await sellersListing();
    await heart('POST', listing.id, fan);
    await ctx.db.delete(listings).where(eq(listings.id, listing.id));
    const again = await call('POST', `/api/listings/${listing.id}/favourite`, fan);
    expect(again.statusCode).toBe(404);
    const left = await ctx.db.select().from(favourites).where(eq(favourites.listingId, listing.id));
    expect(left).toEqual([]);
  });

  it('refuses visitors on writes and on the lists, and a malformed id', async () => {
    const listing = await sellersListing();
    for (const [method, url] of [
      ['POST', `/api/listings/${listing.id}/favourite`],
      ['DELETE', `/api/listings/${listing.id}/favourite`],
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
    ] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await call('GET', '/api/listings/not-a-uuid/favourite', null)).statusCode).toBe(400);
    expect(await heart('GET', listing.id, null)).toEqual({ favourited: false, count: 0 });
  });
});

describe('GET /api/favourites and /api/favourites/ids', () => {
  it('lists the reader’s favourites most recently favourited first, across pages, sold ones marked', async () => {
    const collector = await createAccount(ctx.app);
    const someone = await createUser(ctx.db);
    const made: (typeof listings.$inferSelect)[] = [];
    for (let i = 0; i < 50; i += 1) made.push(await createListing(ctx.db, someone.id));
    // Favourited in reverse order of listing, one second apart: the favourites page follows when
    // each was favourited, not when it was listed.
    const order = [...made].reverse();
    const start = Date.now() - 3_600_000;
    await ctx.db.insert(favourites).values(
      order.map((listing, i) => ({
        userId: collector.user.id,
        listingId: listing.id,
        createdAt: new Date(start + (order.length - i) * 1000),
      })),
    );
    await ctx.db
      .update(listings)
      .set({ isSold: true, soldAt: new Date() })
      .where(eq(listings.id, made[0]!.id));
    await heart('POST', made[1]!.id, fan);

    const first = await call('GET', '/api/favourites', collector);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = listingPageSchema.parse(first.json());
    expect(page1.listings).toHaveLength(48);
    expect(page1.nextCursor).not.toBeNull();
    const second = await call('GET', `/api/favourites?cursor=${page1.nextCursor}`, collector);
    const page2 = listingPageSchema.parse(second.json());
    expect(page2.nextCursor).toBeNull();

    const ids = [...page1.listings, ...page2.listings].map((listing) => listing.id);
    expect(ids).toEqual(order.map((listing) => listing.id));
    const sold = [...page1.listings, ...page2.listings].find((l) => l.id === made[0]!.id);
    expect(sold).toMatchObject({ isSold: true, sellerId: someone.id });

    const idsResponse = await call('GET', '/api/favourites/ids', collector);
    expect(favouriteIdsSchema.parse(idsResponse.json()).ids).toEqual(ids);

    const bad = await call('GET', '/api/favourites?cursor=nonsense', collector);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'cursor is not valid: start again from the first page' });
  });

  it('drops a favourite that is un-hearted, or whose listing is deleted', async () => {
    const reader = await createAccount(ctx.app);
    const [a, b, c] = [await sellersListing(), await sellersListing(), await sellersListing()];
    for (const listing of [a, b, c]) await heart('POST', listing.id, reader);
    await heart('DELETE', b.id, reader);
    await ctx.db.delete(listings).where(eq(listings.id, c.id));
    const page = listingPageSchema.parse((await call('GET', '/api/favourites', reader)).json());
    expect(page.listings.map((l) => l.id)).toEqual([a.id]);
    const ids = favouriteIdsSchema.parse((await call('GET', '/api/favourites/ids', reader)).json());
    expect(ids.ids).toEqual([a.id]);
  });
});

describe('alerts to favouriters', () => {
  it('tells favouriters about a price drop, not the seller and not anyone else', async () => {
    const listing = await sellersListing({ title: 'Dropping Hoodie', price: '1250.00' });
    await heart('POST', listing.id, fan);
    await heart('POST', listing.id, otherFan);
    await heart('POST', listing.id, seller);

    const response = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
      newPrice: '999.5',
    });
    expect(response.statusCode, response.body).toBe(200);

    const alerts = await alertsAbout(listing.id);
    expect(alerts.map((a) => a.userId).sort()).toEqual([fan.user.id, otherFan.user.id].sort());
    for (const alert of alerts) {
      expect(alert).toMatchObject({
        kind: 'price_drop',
        title: 'Price drop: Dropping Hoodie, now $999.50',
        body: 'Was $1,250.00',
        url: `/listings/${listing.id}`,
      });
    }
  });

  it('tells favouriters when the listing is sold', async () => {
    const listing = await sellersListing({ title: 'Selling Jacket' });
    await heart('POST', listing.id, fan);
    await heart('POST', listing.id, seller);
    const response = await call('PATCH', `/api/listings/${listing.id}/sold`, seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(await alertsAbout(listing.id)).toEqual([
      {
        userId: fan.user.id,
        kind: 'sold',
        title: 'Sold: Selling Jacket',
        body: 'A listing you favourited has been sold.',
        url: `/listings/${listing.id}`,
      },
    ]);
  });

  it('tells nobody about an edit that keeps or raises the price, and tells of one that lowers it', async () => {
    const images = await uploadedPhotos(ctx.app, seller, 1);
    const created = await postListing(ctx.app, seller, images, {
      title: 'Edited Tee',
      price: '80',
    });
    expect(created.statusCode, created.body).toBe(201);
    const listing = listingSchema.parse(created.json());
    await heart('POST', listing.id, fan);
    const edit = await call('PUT', `/api/listings/${listing.id}`, seller, {
      ...listingFields,
      title: 'Edited Tee',
      description: 'Now with measurements',
      images,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await alertsAbout(listing.id)).toEqual([]);
    const reactions = listingReactions(ctx.config);
    // The price an edit starts from is what the reaction compares with; edits keep the price
    // (docs/product.md, Listing form), so lower and higher ones are made here directly.
    await ctx.db.transaction((tx) =>
      afterListingChange(
        tx,
        { kind: 'edited', listingId: listing.id, previousPrice: '60.00' },
        reactions,
      ),
    );
    await ctx.db.transaction((tx) =>
      afterListingChange(
        tx,
        { kind: 'edited', listingId: listing.id, previousPrice: '80.00' },
        reactions,
      ),
    );
    expect(await alertsAbout(listing.id)).toEqual([]);
    await ctx.db.transaction((tx) =>
      afterListingChange(
        tx,
        { kind: 'edited', listingId: listing.id, previousPrice: '95.00' },
        reactions,
      ),
    );
    expect(await alertsAbout(listing.id)).toMatchObject([
      { userId: fan.user.id, kind: 'price_drop', title: 'Price drop: Edited Tee, now $80.00' },
    ]);
  });

  it('tells nobody when the discount fails and rolls back', async () => {
    const listing = await sellersListing({ title: 'Doomed Cap', price: '50.00' });
    await heart('POST', listing.id, fan);
    // The database refuses the alert's row, after the new price was written: the whole discount
    // must roll back with it.
    await ctx.db.execute(`
      create function refuse_doomed() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$;
      create trigger refuse_doomed before insert on notifications
      for each row when (new.title like 'Price drop: Doomed Cap%') execute function refuse_doomed();
    `);
    try {
      const response = await call('PATCH', `/api/listings/${listing.id}/discount`, seller, {
        newPrice: '40',
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await ctx.db.execute(
        'drop trigger refuse_doomed on notifications; drop function refuse_doomed();',
      );
    }
    const [after] = await ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after).toMatchObject({ price: '50.00', isDiscounted: false });
    expect(await alertsAbout(listing.id)).toEqual([]);
  });

  it('tells nobody when no one favourited the listing', async () => {
    const listing = await sellersListing();
    await call('PATCH', `/api/listings/${listing.id}/discount`, seller, { newPrice: '150' });
    await call('PATCH', `/api/listings/${listing.id}/sold`, seller);
    const rows = await ctx.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.url, `/listings/${listing.id}`),
          inArray(notifications.kind, ['price_drop', 'sold']),
        ),
      );
    expect(rows).toEqual([]);
  });
});
