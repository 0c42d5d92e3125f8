import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '@/server/db/schema';
import { createListing, createUser, createWtb } from '../factories';
import { useTestApp } from './test-app';
import { SHARED_READ } from '@/server/http/etag';

// The feed cache is off here (test-app's default): the feed's ETag comes from its body each time.
const ctx = useTestApp();
let username: string;
let listingId: string;

beforeAll(async () => {
  const seller = await createUser(ctx.db);
  username = seller.username;
  listingId = (await createListing(ctx.db, seller.id)).id;
  await createWtb(ctx.db, seller.id);
});

function get(url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') {
  return ctx.app.inject({ method, url, headers });
}

const readable = () => [
  `/api/listings/${listingId}`,
  '/api/listings',
  '/api/listings?limit=5',
  `/api/users/${username}`,
  `/api/users/${username}/listings`,
  `/api/users/${username}/wtb-listings`,
];

describe('ETag and 304 Not Modified on public answers', () => {
  it('gives each answer an ETag and a Cache-Control a browser revalidates every time', async () => {
    for (const url of readable()) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control'], url).toBe(SHARED_READ);
    }
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    for (const url of readable()) {
      const first = await get(url);
      const again = await get(url, { 'if-none-match': first.headers.etag as string });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers['cache-control'], url).toBe(SHARED_READ);
    }
  });

  it('answers 304 for a tag in a list, and 200 with the body for a tag of another body', async () => {
    const url = `/api/listings/${listingId}`;
    const etag = (await get(url)).headers.etag as string;
    expect((await get(url, { 'if-none-match': `"old", ${etag}` })).statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': 'W/"somethingelse"' });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ id: listingId });
  });

  it('answers 200 with a new ETag once the data under the answer changes', async () => {
    const urls = [`/api/listings/${listingId}`, '/api/listings', `/api/users/${username}/listings`];
    const before = await Promise.all(urls.map((url) => get(url)));
    await ctx.db.update(listings).set({ title: 'Renamed' }).where(eq(listings.id, listingId));
    for (const [i, url] of urls.entries()) {
      const after = await get(url, { 'if-none-match': before[i]!.headers.etag as string });
      expect(after.statusCode, url).toBe(200);
      expect(after.headers.etag, url).not.toBe(before[i]!.headers.etag);
      expect(after.body, url).toContain('Renamed');
    }
    // The profile, and the cards that show the seller's picture: a feed page's ETag comes from
    // its listings' versions, which a change to the seller moves too.
    const shown = [`/api/users/${username}`, '/api/listings', `/api/users/${username}/listings`];
    const old = await Promise.all(shown.map((url) => get(url)));
    await ctx.db
      .update(users)
      .set({ profileImageUrl: '/uploads/profile/new.webp' })
      .where(eq(users.username, username));
    for (const [i, url] of shown.entries()) {
      const changed = await get(url, { 'if-none-match': old[i]!.headers.etag as string });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.headers.etag, url).not.toBe(old[i]!.headers.etag);
      expect(changed.body, url).toContain('/uploads/profile/new.webp');
    }
  });

  it('gives a page of listings a new ETag when a listing joins or leaves it', async () => {
    const url = `/api/users/${username}/listings?limit=1`;
    const before = await get(url);
    const seller = (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!;
    await createListing(ctx.db, seller.id);
    const after = await get(url, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().listings[0].id).not.toBe(before.json().listings[0].id);
  });

  it('answers HEAD with the same ETag, and 304 to a conditional HEAD', async () => {
    const url = `/api/listings/${listingId}`;
    const etag = (await get(url)).headers.etag as string;
    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(etag);
    expect((await get(url, { 'if-none-match': etag }, 'HEAD')).statusCode).toBe(304);
  });

  it('leaves errors alone: no ETag, never 304, and still not stored', async () => {
    const missing = '/api/listings/00000000-0000-4000-8000-000000000000';
    const response = await get(missing, { 'if-none-match': '*' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    const unknownUser = await get('/api/users/nobodyhere', { 'if-none-match': '*' });
    expect(unknownUser.statusCode).toBe(404);
  });
});
