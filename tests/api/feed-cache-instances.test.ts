/**
 * Two server processes on one PostgreSQL, each with its feed cache on (for a minute, so only an
 * invalidation can explain a fresh answer): a change made through A is in B's feed on B's very
 * next requests, B having cached the feed just before.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listings, users } from '@/server/db/schema';
import { listingPageSchema, listingSchema, type Listing } from '@/shared/schemas/listing';
import { stopAllChildren } from '../../scripts/lib/bench-processes';
import { signedInAccount } from '../../scripts/lib/http-account';
import { listingFields } from './listing-requests';
import { instancesOn, type Instance } from './server-instances';
import { useTestApp } from './test-app';

// The in-process app is unused here; useTestApp gives this file its own database.
const ctx = useTestApp();
const startInstance = instancesOn(() => ctx.databaseUrl, { FEED_CACHE_MS: '60000' });

let a: Instance;
let b: Instance;
let seller: { cookie: string; userId: string };
let photo: string;

beforeAll(async () => {
  [a, b] = await Promise.all([startInstance('instance A'), startInstance('instance B')]);
  seller = await signedInAccount(a.base);
  photo = await upload();
}, 120_000);

afterAll(() => stopAllChildren());

async function upload(): Promise<string> {
  const jpeg = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#246' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${a.base}/api/uploads?purpose=listing`, {
    method: 'POST',
    headers: { cookie: seller.cookie },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { files: { url: string }[] }).files[0]!.url;
}

/** A write through instance A as the seller; its answer must be a success. */
async function throughA(method: string, path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${a.base}${path}`, {
    method,
    headers: body
      ? { cookie: seller.cookie, 'content-type': 'application/json' }
      : { cookie: seller.cookie },
    body: body && JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json();
}

/** B's first page, compressed as a browser asks for it. */
async function feedOnB(): Promise<Listing[]> {
  const response = await fetch(`${b.base}/api/listings?limit=10`, {
    headers: { 'accept-encoding': 'gzip, br' },
  });
  expect(response.status).toBe(200);
  return listingPageSchema.parse(await response.json()).listings;
}

/**
 * B's feed, cached, before the change; then the change through A; then B's answers until
 * `shows` holds. B hears of the change by NOTIFY, which takes about a millisecond: on an idle
 * machine the first answer already shows it, but a loaded one can deliver the notice after A's
 * answer. Well within a second, either way: far short of the minute B's cache would keep the page.
 */
async function afterChange(
  change: () => Promise<unknown>,
  shows: (feed: Listing[]) => void,
): Promise<void> {
  await feedOnB();
  await feedOnB();
  await change();
  await vi.waitFor(async () => shows(await feedOnB()), { timeout: 1000, interval: 5 });
}

async function createThroughA(title: string): Promise<Listing> {
  const body = { ...listingFields, title, price: '120', images: [photo] };
  return listingSchema.parse(await throughA('POST', '/api/listings', body));
}

describe('the feed cache across two instances', () => {
  let listing: Listing;
  const ours = (feed: Listing[]) => feed.find((l) => l.id === listing.id);

  it('shows a listing created through A', async () => {
    await afterChange(
      async () => (listing = await createThroughA('Made on A')),
      (feed) => expect(feed[0]).toMatchObject({ id: listing.id, title: 'Made on A' }),
    );
  });

  it('shows an edit made through A', async () => {
    const edit = { ...listingFields, title: 'Edited on A', images: [photo] };
    await afterChange(
      () => throughA('PUT', `/api/listings/${listing.id}`, edit),
      (feed) => expect(ours(feed)?.title).toBe('Edited on A'),
    );
  });

  it('shows a discount made through A', async () => {
    await afterChange(
      () => throughA('PATCH', `/api/listings/${listing.id}/discount`, { newPrice: '119' }),
      (feed) => expect(ours(feed)).toMatchObject({ price: '119.00', isDiscounted: true }),
    );
  });

  it('shows a bump made through A', async () => {
    const older = await createThroughA('Bumped on A');
    await createThroughA('Newer');
    // Past the bump cooldown (creation counts as a bump).
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    await ctx.db
      .update(listings)
      .set({ createdAt: dayAgo, bumpedAt: dayAgo, lastBumpedAt: null })
      .where(eq(listings.id, older.id));
    await afterChange(
      () => throughA('PATCH', `/api/listings/${older.id}/bump`),
      (feed) => expect(feed[0]?.id).toBe(older.id),
    );
  });

  it('shows a sale made through A', async () => {
    await afterChange(
      () => throughA('PATCH', `/api/listings/${listing.id}/sold`),
      (feed) => expect(ours(feed)?.isSold).toBe(true),
    );
  });

  it('shows the seller’s new username, changed through A', async () => {
    const username = `renamed${Date.now().toString(36)}`.slice(0, 20);
    await afterChange(
      () => throughA('PATCH', '/api/auth/user', { username }),
      (feed) => expect(ours(feed)?.seller.username).toBe(username),
    );
  });

  it('drops a listing an admin deleted through A', async () => {
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, seller.userId));
    await afterChange(
      () => throughA('DELETE', `/api/admin/listings/${listing.id}`),
      (feed) => expect(feed.map((l) => l.id)).not.toContain(listing.id),
    );
  });

  it('shows a change made while B’s LISTEN connection was cut', async () => {
    await feedOnB();
    const cut = await ctx.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${`rotation-feed-cache-${b.child.process.pid}`}`);
    expect(cut.rows).toHaveLength(1);
    const made = await createThroughA('Made while B was not listening');
    // Its notice is lost for B; B reads afresh until it listens again, and clears on reconnect.
    await vi.waitFor(async () => expect((await feedOnB())[0]?.id).toBe(made.id), {
      timeout: 1000,
      interval: 5,
    });
  });
});
