import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { wtbListings } from '@/server/db/schema';
import { wtbListingSchema, wtbPageSchema } from '@/shared/schemas/wtb';
import { createAccount } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let owner: Account;
let other: Account;

beforeAll(async () => {
  owner = await createAccount(ctx.app);
  other = await createAccount(ctx.app);
});

const body = {
  title: 'Dunk Low Panda',
  brand: 'Nike',
  size: '10.5',
  maxPrice: '150',
  description: 'DS only',
};

function send(method: 'POST' | 'PUT', url: string, who: Account | null, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
}

async function post(who: Account, overrides: object = {}) {
  const response = await send('POST', '/api/wtb-listings', who, { ...body, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return wtbListingSchema.parse(response.json());
}

/** Pretends the request was posted (and last bumped) long ago. */
async function age(id: string, hours: number) {
  const past = new Date(Date.now() - hours * 3600 * 1000);
  await ctx.db
    .update(wtbListings)
    .set({ createdAt: past, bumpedAt: past, lastBumpedAt: null })
    .where(eq(wtbListings.id, id));
}

async function boardIds(q: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings?q=${q}` });
  return wtbPageSchema.parse(response.json()).wtbListings.map((w) => w.id);
}

describe('POST /api/wtb-listings', () => {
  it('creates a trimmed request owned by the signed-in user', async () => {
    const created = await post(owner, { title: '  Dunk Low Panda  ', description: '' });
    expect(created).toMatchObject({
      title: 'Dunk Low Panda',
      brand: 'Nike',
      size: '10.5',
      maxPrice: '150.00',
      description: null,
      isFulfilled: false,
      buyer: { id: owner.user.id, username: owner.user.username },
    });
  });

  it('gives every validation message (docs/product.md, WTB fields), and keeps nothing of a refused request', async () => {
    const cases: [object, string][] = [
      [{ title: '' }, 'Title is required'],
      [{ title: 't'.repeat(101) }, 'Title must be less than 100 characters'],
      [{ brand: ' ' }, 'Brand is required'],
      [{ brand: 'b'.repeat(51) }, 'Brand must be less than 50 characters'],
      [{ size: '' }, 'Size is required'],
      [{ size: 's'.repeat(11) }, 'Size must be less than 10 characters'],
      [{ maxPrice: '' }, 'Budget is required'],
      [{ maxPrice: '0' }, 'Budget must be a positive number up to $10,000,000'],
      [{ maxPrice: '10000001' }, 'Budget must be a positive number up to $10,000,000'],
      [{ maxPrice: '1e3' }, 'Budget must be a positive number up to $10,000,000'],
      [{ description: 'd'.repeat(1501) }, 'Description must be less than 1,500 characters'],
    ];
    for (const [change, message] of cases) {
      const response = await send('POST', '/api/wtb-listings', owner, {
        ...body,
        brand: 'RefusedBrand',
        ...change,
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await boardIds('RefusedBrand')).toEqual([]);
  });
});

describe('who may change a request', () => {
  it('lets only the poster edit, bump and mark found: 401 for visitors, 403 for others', async () => {
    const wtb = await post(owner, { brand: 'MatrixBrand' });
    await age(wtb.id, 48);
    const routes: ['PUT', string, object | undefined][] = [
      ['PUT', `/api/wtb-listings/${wtb.id}`, { ...body, maxPrice: '175' }],
      ['PUT', `/api/wtb-listings/${wtb.id}/bump`, undefined],
      ['PUT', `/api/wtb-listings/${wtb.id}/fulfill`, undefined],
    ];
    for (const [method, url, payload] of routes) {
      const visitor = await send(method, url, null, payload);
      expect(visitor.statusCode, `visitor ${url}`).toBe(401);
      const stranger = await send(method, url, other, payload);
      expect(stranger.statusCode, `other user ${url}`).toBe(403);
      expect(stranger.json()).toEqual({
        message: 'Only the person who posted this WTB listing can change it',
      });
    }
    const visitorPost = await send('POST', '/api/wtb-listings', null, body);
    expect(visitorPost.statusCode).toBe(401);

    // Nothing the others tried took effect.
    const unchanged = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings/${wtb.id}` });
    expect(unchanged.json()).toMatchObject({ maxPrice: '150.00', isFulfilled: false });

    for (const [method, url, payload] of routes) {
      const mine = await send(method, url, owner, payload);
      expect(mine.statusCode, `owner ${url}`).toBe(200);
    }
    const final = await ctx.app.inject({ method: 'GET', url: `/api/wtb-listings/${wtb.id}` });
    expect(final.json()).toMatchObject({ maxPrice: '175.00', isFulfilled: true });
  });

  it('answers 404 for an unknown request and 400 for a malformed id', async () => {
    const unknown = await send(
      'PUT',
      '/api/wtb-listings/00000000-0000-4000-8000-000000000000/bump',
      owner,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await send('PUT', '/api/wtb-listings/nope/fulfill', owner);
    expect(malformed.statusCode).toBe(400);
  });
});

describe('bump', () => {
  it('moves the request to the top once per 24 hours and says when the next bump is possible', async () => {
    const older = await post(owner, { brand: 'BumpBrand' });
    await age(older.id, 30);
    const newer = await post(owner, { brand: 'BumpBrand' });
    expect(await boardIds('BumpBrand')).toEqual([newer.id, older.id]);

    const bumped = await send('PUT', `/api/wtb-listings/${older.id}/bump`, owner);
    expect(bumped.statusCode).toBe(200);
    expect(await boardIds('BumpBrand')).toEqual([older.id, newer.id]);

    const again = await send('PUT', `/api/wtb-listings/${older.id}/bump`, owner);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^You can bump a WTB listing once every 24 hours\. You can bump this one again in 2[34]h \d+m\.$/,
    );
    // A new request counts as just bumped.
    const fresh = await send('PUT', `/api/wtb-listings/${newer.id}/bump`, owner);
    expect(fresh.statusCode).toBe(429);
    expect(await boardIds('BumpBrand')).toEqual([older.id, newer.id]);
  });
});

describe('fulfill', () => {
  it('takes the request off the board and the profile for good, and freezes it', async () => {
    const wtb = await post(owner, { brand: 'FoundBrand' });
    await age(wtb.id, 30);
    expect(await boardIds('FoundBrand')).toEqual([wtb.id]);

    const found = await send('PUT', `/api/wtb-listings/${wtb.id}/fulfill`, owner);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ isFulfilled: true });
    expect(await boardIds('FoundBrand')).toEqual([]);
    const profile = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${owner.user.username}/wtb-listings`,
    });
    expect(profile.json().wtbListings.map((w: { id: string }) => w.id)).not.toContain(wtb.id);

    for (const [url, payload] of [
      [`/api/wtb-listings/${wtb.id}`, body],
      [`/api/wtb-listings/${wtb.id}/bump`, undefined],
      [`/api/wtb-listings/${wtb.id}/fulfill`, undefined],
    ] as const) {
      const response = await send('PUT', url, owner, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toEqual({ message: 'This WTB listing is already marked as found' });
    }
  });
});
