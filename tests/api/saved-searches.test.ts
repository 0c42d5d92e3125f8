import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, savedSearches } from '@/server/db/schema';
import {
  SAVED_SEARCHES_FULL,
  savedSearchListSchema,
  savedSearchSchema,
} from '@/shared/schemas/saved-search';
import { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const ctx = useTestApp();
type Account = Awaited<ReturnType<typeof createAccount>>;
let owner: Account;
let other: Account;
let seller: Account;

beforeAll(async () => {
  [owner, other, seller] = [
    await createAccount(ctx.app),
    await createAccount(ctx.app),
    await createAccount(ctx.app),
  ];
});

function send(method: 'GET' | 'POST' | 'DELETE', url: string, who: Account | null, body?: object) {
  return ctx.app.inject({ method, url, payload: body, headers: who ? { cookie: who.cookie } : {} });
}

async function save(who: Account, name: string, query: string) {
  const response = await send('POST', '/api/saved-searches', who, { name, query });
  expect(response.statusCode, response.body).toBe(201);
  return savedSearchSchema.parse(response.json());
}

async function list(who: Account) {
  const response = await send('GET', '/api/saved-searches', who);
  expect(response.statusCode, response.body).toBe(200);
  return savedSearchListSchema.parse(response.json()).savedSearches;
}

/** Starts the person afresh: no saved searches, no notifications. */
async function deleteAll(who: Account) {
  await ctx.db.delete(savedSearches).where(eq(savedSearches.userId, who.user.id));
  await ctx.db.delete(notifications).where(eq(notifications.userId, who.user.id));
}

/** A listing by `who` (the seller unless given), with a photo of its own. */
async function listItem(overrides: Record<string, unknown>, who: Account = seller) {
  const images = await uploadedPhotos(ctx.app, who, 1);
  const response = await postListing(ctx.app, who, images, overrides);
  expect(response.statusCode, response.body).toBe(201);
}

/** The person's saved-search notifications, newest first. */
function alertsOf(who: Account) {
  return ctx.db
    .select({
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      readAt: notifications.readAt,
      id: notifications.id,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'saved_search')))
    .orderBy(desc(notifications.id));
}

describe('saving, listing and deleting searches', () => {
  it('saves a trimmed name with the query in canonical form, newest first in the list', async () => {
    const first = await save(owner, '  Footwear 10  ', 'sort=price_asc&size=10&category=Footwear');
    expect(first).toMatchObject({
      name: 'Footwear 10',
      query: 'category=Footwear&size=10&sort=price_asc',
    });
    const second = await save(
      owner,
      'Tees',
      '?brand=stussy&cursor=abc&limit=5&size=m&size=L&category=Tops&status=all&sort=newest&maxPrice=300.00',
    );
    expect(second.query).toBe('category=Tops&size=L&size=M&brand=stussy&maxPrice=300');
    const everything = await save(owner, 'Everything', '');
    expect(everything.query).toBe('');
    expect((await list(owner)).map((s) => s.name)).toEqual(['Everything', 'Tees', 'Footwear 10']);
    expect(await list(other)).toEqual([]);
  });

  it('says why a name or a query is refused; the query with the feed’s own message', async () => {
    for (const [name, message] of [
      ['   ', 'Name is required'],
      ['n'.repeat(51), 'Name must be less than 50 characters'],
    ]) {
      const response = await send('POST', '/api/saved-searches', owner, { name, query: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    for (const query of ['category=Hats', 'minPrice=10&maxPrice=5', 'sort=x', 'size=', 'q=a&q=b']) {
      const feed = await send('GET', `/api/listings?${query}`, null);
      expect(feed.statusCode).toBe(400);
      const response = await send('POST', '/api/saved-searches', owner, { name: 'Bad', query });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual(feed.json());
    }
  });

  it('keeps 20 searches at most, and a 21st fits once one is deleted', async () => {
    await deleteAll(other);
    for (let i = 1; i <= 20; i += 1) await save(other, `Search ${i}`, `q=brand${i}`);
    const full = await send('POST', '/api/saved-searches', other, { name: 'One more', query: '' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: SAVED_SEARCHES_FULL });
    const [newest] = await list(other);
    expect((await send('DELETE', `/api/saved-searches/${newest!.id}`, other)).statusCode).toBe(204);
    await save(other, 'One more', '');
    expect(await list(other)).toHaveLength(20);
    await deleteAll(other);
  });

  it('never lets saves at the same moment pass the limit', async () => {
    await deleteAll(other);
    for (let i = 1; i <= 18; i += 1) await save(other, `Search ${i}`, '');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send('POST', '/api/saved-searches', other, { name: `Race ${i}`, query: '' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await list(other)).toHaveLength(20);
    await deleteAll(other);
  });

  it('deletes only one’s own: another person’s or a missing one is not found', async () => {
    const mine = await save(owner, 'Mine', 'q=nike');
    const url = `/api/saved-searches/${mine.id}`;
    const refused = await send('DELETE', url, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Saved search not found' });
    expect((await send('DELETE', url, owner)).statusCode).toBe(204);
    expect((await send('DELETE', url, owner)).statusCode).toBe(404);
  });

  it('asks visitors to sign in', async () => {
    expect((await send('GET', '/api/saved-searches', null)).statusCode).toBe(401);
    const post = await send('POST', '/api/saved-searches', null, { name: 'A', query: '' });
    expect(post.statusCode).toBe(401);
  });
});

describe('new listings that fit a saved search', () => {
  it('notify the owner with a link to the search; a listing that does not fit does not', async () => {
    await deleteAll(owner);
    const query = 'category=Footwear&size=10&brand=Nike&maxPrice=300&sort=price_asc';
    await save(owner, 'Nike 10s', query);
    const shoe = { category: 'Footwear', size: '10', brand: 'nike', price: '250' };
    // Each differs from the search in one filter only.
    for (const miss of [
      { category: 'Tops' },
      { size: '11' },
      { brand: 'Adidas' },
      { price: '301' },
    ]) {
      await listItem({ ...shoe, title: 'Not it', ...miss });
    }
    expect(await alertsOf(owner)).toEqual([]);
    await listItem({ ...shoe, title: 'Dunk Low' });
    const [alert, ...rest] = await alertsOf(owner);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      title: 'New listings for “Nike 10s”',
      body: '1 new listing: Dunk Low',
      url: `/?${query}`,
    });
  });

  it('applies every filter the feed does, the search term and condition included', async () => {
    await deleteAll(owner);
    await save(owner, 'Used supreme', 'q=upre&condition=Used&status=available');
    await save(owner, 'Sold only', 'status=sold');
    await save(owner, 'On sale', 'discounted=true');
    await listItem({ brand: 'Supreme', condition: 'Gently used', title: 'Wrong condition' });
    await listItem({ brand: 'Stussy', condition: 'Used', title: 'Wrong brand' });
    expect(await alertsOf(owner)).toEqual([]);
    await listItem({ brand: 'Supreme', condition: 'Used', title: 'Right one' });
    expect((await alertsOf(owner)).map((a) => a.title)).toEqual([
      'New listings for “Used supreme”',
    ]);
  });

  it('does not tell sellers about their own listings', async () => {
    await deleteAll(seller);
    await save(seller, 'Anything', '');
    await listItem({ title: 'My own' });
    expect(await alertsOf(seller)).toEqual([]);
  });

  it('notifies once an hour per search, folding later listings into that notification', async () => {
    await deleteAll(owner);
    const search = await save(owner, 'Bape', 'brand=BAPE');
    await listItem({ brand: 'Bape', title: 'Shark hoodie' });
    await listItem({ brand: 'bape', title: 'Camo tee' });
    let alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ body: '2 new listings: Shark hoodie and 1 more' });

    // Read, then a third listing: the same notification, unread again.
    await ctx.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, alerts[0]!.id));
    await listItem({ brand: 'BAPE', title: 'Sta low' });
    alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      body: '3 new listings: Shark hoodie and 2 more',
      readAt: null,
    });

    // Once the hour is over, the next fitting listing is a notification of its own.
    await ctx.db
      .update(savedSearches)
      .set({ lastNotifiedAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(savedSearches.id, search.id));
    await listItem({ brand: 'Bape', title: 'College tee' });
    alerts = await alertsOf(owner);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toMatchObject({ body: '1 new listing: College tee' });
    expect(alerts[1]).toMatchObject({ body: '3 new listings: Shark hoodie and 2 more' });
  });

  it('keeps each search’s notification its own when one listing fits several', async () => {
    await deleteAll(owner);
    await deleteAll(other);
    await save(owner, 'Palace', 'brand=Palace');
    await save(owner, 'Palace tops', 'brand=Palace&category=Tops');
    await save(other, 'Any Palace', 'brand=palace');
    await listItem({ brand: 'Palace', category: 'Tops', title: 'Tri-ferg tee' });
    await listItem({ brand: 'Palace', category: 'Bottoms', title: 'Shell pants' });
    const titles = async (who: Account) =>
      (await alertsOf(who)).map((a) => `${a.title}: ${a.body}`).sort();
    expect(await titles(owner)).toEqual([
      'New listings for “Palace tops”: 1 new listing: Tri-ferg tee',
      'New listings for “Palace”: 2 new listings: Tri-ferg tee and 1 more',
    ]);
    expect(await titles(other)).toEqual([
      'New listings for “Any Palace”: 2 new listings: Tri-ferg tee and 1 more',
    ]);
  });
});
