/**
 * Odd but well-formed input that used to reach PostgreSQL or Better Auth and come back as a 500:
 * each must be a 400 with a message a person can act on, and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { registerErrorHandler } from '@/server/http/error-handler';
import { listingSchema, type Listing } from '@/shared/schemas/listing';
import { createAccount, freshAddress, signUp } from './auth-helpers';
import { postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let seller: Account;

beforeAll(async () => {
  seller = await createAccount(ctx.app);
});

async function createListing(who: Account, price: string): Promise<Listing> {
  const response = await postListing(ctx.app, who, await uploadedPhotos(ctx.app, who, 1), {
    price,
  });
  expect(response.statusCode, response.body).toBe(201);
  return listingSchema.parse(response.json());
}

describe('PATCH /api/listings/:id/discount', () => {
  it('refuses a price that would round to less than a cent, and leaves the listing as it was', async () => {
    const listing = await createListing(seller, '100');
    for (const newPrice of ['0.001', '0.004', '0.0', '0.00', '99.999']) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/listings/${listing.id}/discount`,
        headers: { cookie: seller.cookie },
        payload: { newPrice },
      });
      expect(response.statusCode, `${newPrice}: ${response.body}`).toBe(400);
      expect(response.json(), newPrice).toEqual({ message: 'Price must be a positive number' });
    }
    const after = await ctx.app.inject({ method: 'GET', url: `/api/listings/${listing.id}` });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({
      price: '100.00',
      originalPrice: null,
      isDiscounted: false,
    });
  });

  it('still takes a price of one cent', async () => {
    const listing = await createListing(seller, '100');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/listings/${listing.id}/discount`,
      headers: { cookie: seller.cookie },
      payload: { newPrice: '0.01' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ price: '0.01', originalPrice: '100.00' });
  });
});

describe('cursors with a year PostgreSQL cannot hold', () => {
  // A newest-first position: the sort's name, the bump time and an id.
  const cursorOf = (iso: string) =>
    Buffer.from(`newest|${iso}|${randomUUID()}`).toString('base64url');
  const badYears = [
    '0000-01-01T00:00:00Z',
    '-000001-01-01T00:00:00Z',
    '+010000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
  ];

  it('are refused like any other malformed cursor on every paged feed', async () => {
    const feeds = [
      '/api/listings',
      '/api/wtb-listings',
      `/api/users/${seller.user.username}/listings`,
      `/api/users/${seller.user.username}/wtb-listings`,
    ];
    for (const feed of feeds) {
      for (const iso of badYears) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `${feed}?cursor=${cursorOf(iso)}`,
        });
        expect(response.statusCode, `${feed} ${iso}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({
          message: 'cursor is not valid: start again from the first page',
        });
      }
    }
  });

  it('with years 1 and 9999 still page', async () => {
    for (const iso of ['0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/listings?cursor=${cursorOf(iso)}`,
      });
      expect(response.statusCode, `${iso}: ${response.body}`).toBe(200);
    }
  });
});

describe('GET /api/listings with a NUL character', () => {
  it('refuses it in a search, a brand or a size', async () => {
    for (const query of ['q=ni%00ke', 'brand=ni%00ke', 'size=%00', 'size=m%00&category=Tops']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/listings?${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: 'Text cannot contain the NUL character' });
    }
  });
});

describe('POST /api/auth/reset-password', () => {
  it('refuses a token with NUL or another control character', async () => {
    for (const token of ['x\u0000', 'abc\u0007def', '\u001b[0m', 'tok\u007fen', 'tok\u0085en']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'a brand new password' },
        remoteAddress: freshAddress(),
      });
      expect(response.statusCode, `${JSON.stringify(token)}: ${response.body}`).toBe(400);
      expect(response.json()).toEqual({
        message: 'The reset link is not valid. Please ask for a new one.',
      });
    }
  });
});

describe('POST /api/auth/signup', () => {
  /** A valid address of exactly this length (labels of at most 63 characters). */
  function addressOfLength(length: number): string {
    const head = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.`;
    const email = `${head}${'d'.repeat(length - head.length - 4)}.com`;
    expect(email).toHaveLength(length);
    return email;
  }

  it('refuses an e-mail address longer than 254 characters and creates no account', async () => {
    const email = addressOfLength(255);
    const response = await signUp(ctx.app, email, 'correct horse battery');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ message: 'Email must be 254 characters or less' });
    const rows = await ctx.db.execute(sql`select 1 from users where email = ${email}`);
    expect(rows.rows).toHaveLength(0);
  });

  it('still takes a 254-character address', async () => {
    const email = addressOfLength(254);
    const response = await signUp(ctx.app, email, 'correct horse battery');
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the error handler, for database refusals that validation missed', () => {
  /** A bare app with the real error handler, whose routes run SQL that PostgreSQL refuses. */
  async function refusingApp() {
    const app = Fastify();
    registerErrorHandler(app);
    const listing = await createListing(seller, '100');
    app.get('/check', () =>
      ctx.db.update(listings).set({ price: '0.00' }).where(eq(listings.id, listing.id)),
    );
    app.get('/bad-date', () => ctx.db.execute(sql`select ${'yesterday-ish'}::timestamptz`));
    app.get('/date-overflow', () =>
      ctx.db.execute(sql`select ${'0000-01-01T00:00:00.000Z'}::timestamptz`),
    );
    app.get('/field-overflow', () => ctx.db.execute(sql`select ${'2026-13-45'}::date`));
    await app.ready();
    return { app, listing };
  }

  it('answers 400 for a check violation and for a date PostgreSQL cannot read or hold', async () => {
    const { app, listing } = await refusingApp();
    try {
      const expected = {
        '/check': 'A value in this request is out of the allowed range. Please check it.',
        '/bad-date': 'A date or time in this request is not valid. Please check it.',
        '/date-overflow': 'A date or time in this request is not valid. Please check it.',
        '/field-overflow': 'A date or time in this request is not valid. Please check it.',
      };
      for (const [url, message] of Object.entries(expected)) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      const [row] = await ctx.db
        .select({ price: listings.price })
        .from(listings)
        .where(eq(listings.id, listing.id));
      expect(row?.price).toBe('100.00');
    } finally {
      await app.close();
    }
  });
});
