import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '@/server/db/schema';
import { createListing, createUser, createWtb } from '../factories';
import { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';

const PUBLIC_URL = 'https://rotation.example';
const ctx = useTestApp(() => ({ PUBLIC_URL }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
const unescapeXml = (text: string) => text.replaceAll('&amp;', '&');

async function getXml(url: string) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return response.body;
}

/** Every address in every file the sitemap index names, as a crawler reads them. */
async function everyUrl(): Promise<string[]> {
  const files = locs(await getXml('/sitemap.xml')).map(unescapeXml);
  const pages = await Promise.all(files.map((file) => getXml(file.replace(PUBLIC_URL, ''))));
  return pages.flatMap(locs);
}

describe('robots.txt', () => {
  it('points to the sitemap and keeps crawlers out of the API and private pages', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(response.body).toMatch(/^Disallow: \/api\/$/m);
    expect(response.body).toMatch(/^Disallow: \/admin$/m);
  });
});

describe('the sitemap', () => {
  let seller: Awaited<ReturnType<typeof createAccount>>;
  let listingId: string;

  beforeAll(async () => {
    seller = await createAccount(ctx.app);
    const created = await postListing(ctx.app, seller, await uploadedPhotos(ctx.app, seller, 1));
    expect(created.statusCode, created.body).toBe(201);
    listingId = created.json().id;
  });

  it('lists a new listing, its seller and the fixed pages, with when each changed', async () => {
    const index = await getXml('/sitemap.xml');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index).map(unescapeXml)).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/sitemaps/pages.xml`,
        `${PUBLIC_URL}/sitemaps/listings.xml?part=1&of=1`,
        `${PUBLIC_URL}/sitemaps/wtb.xml?part=1&of=1`,
      ]),
    );
    const urls = await everyUrl();
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/wtb`,
        `${PUBLIC_URL}/about`,
        `${PUBLIC_URL}/listing/${listingId}`,
        `${PUBLIC_URL}/profile/${seller.user.username}`,
      ]),
    );
    const listingsFile = await getXml('/sitemaps/listings.xml?part=1&of=1');
    const entry = listingsFile.match(
      new RegExp(`<url><loc>[^<]*${listingId}</loc><lastmod>([^<]+)</lastmod></url>`),
    );
    expect(Date.now() - Date.parse(entry![1]!)).toBeLessThan(10 * 60_000);
  });

  it('drops a listing once it is deleted, and a profile left with nothing for sale', async () => {
    const admin = await createAccount(ctx.app);
    await ctx.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.user.id));
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/listings/${listingId}`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Counterfeit' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const urls = await everyUrl();
    expect(urls).not.toContain(`${PUBLIC_URL}/listing/${listingId}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/profile/${seller.user.username}`);
  });

  it('leaves out sold listings, fulfilled requests and suspended people, and lists open requests', async () => {
    const [owner, suspended] = [await createUser(ctx.db), await createUser(ctx.db)];
    const sold = await createListing(ctx.db, owner.id, { isSold: true, soldAt: new Date() });
    const open = await createWtb(ctx.db, owner.id);
    const fulfilled = await createWtb(ctx.db, owner.id, {
      isFulfilled: true,
      fulfilledAt: new Date(),
    });
    const hidden = await createListing(ctx.db, suspended.id);
    const hiddenRequest = await createWtb(ctx.db, suspended.id);
    await ctx.db
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended.id));

    const urls = await everyUrl();
    expect(urls).toContain(`${PUBLIC_URL}/wtb/${open.id}`);
    for (const gone of [
      `/listing/${sold.id}`,
      `/profile/${owner.username}`,
      `/wtb/${fulfilled.id}`,
      `/listing/${hidden.id}`,
      `/profile/${suspended.username}`,
      `/wtb/${hiddenRequest.id}`,
    ]) {
      expect(urls).not.toContain(`${PUBLIC_URL}${gone}`);
    }
  });

  it('cuts the key space into files that together list every listing once', async () => {
    const seller = await createUser(ctx.db);
    const made = await Promise.all(
      Array.from({ length: 12 }, () => createListing(ctx.db, seller.id)),
    );
    const ids = made.map((listing) => `${PUBLIC_URL}/listing/${listing.id}`);
    const parts = await Promise.all(
      [1, 2, 3].map(async (part) => locs(await getXml(`/sitemaps/listings.xml?part=${part}&of=3`))),
    );
    const all = parts.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(expect.arrayContaining(ids));
    // Each file holds only keys of its own third: the first starts with 0-5, the last with a-f.
    expect(parts[0]!.every((url) => /\/listing\/[0-5]/.test(url))).toBe(true);
    expect(parts[2]!.every((url) => /\/listing\/[a-f]/.test(url))).toBe(true);
  });

  it('streams a file larger than one read in key order, every listing once', async () => {
    const seller = await createUser(ctx.db);
    // More rows than one chunk of the stream, made in one statement.
    await ctx.db.execute(sql`
      insert into ${listings} (seller_id, title, brand, category, size, condition, price)
      select ${seller.id}, 'Tee ' || n, 'Stussy', 'Tops', 'M', 'Gently used', 40
      from generate_series(1, 5100) as n`);
    const file = await getXml('/sitemaps/listings.xml?part=1&of=1');
    const listed = locs(file);
    const [{ n: available }] = (
      await ctx.db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${listings} join ${users} on ${users.id} = seller_id
            where not is_sold and (suspended_until is null or suspended_until < now())`,
      )
    ).rows as [{ n: number }];
    expect(listed.length).toBe(available);
    expect(new Set(listed).size).toBe(listed.length);
    const keys = listed.map((url) => url.split('/listing/')[1]!);
    expect(keys).toEqual([...keys].sort());
    expect(file.endsWith('</urlset>\n')).toBe(true);
  });

  it('sends gzip to a crawler that accepts it', async () => {
    const plain = await getXml('/sitemaps/listings.xml?part=1&of=1');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/sitemaps/listings.xml?part=1&of=1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(plain);
  });

  it.each([
    ['part=0&of=2', 'part must be 1 or more'],
    ['part=3&of=2', 'part must not be above of'],
    ['part=1&of=abc', 'of must be a whole number'],
    ['part=1.5&of=2', 'part must be a whole number'],
  ])('refuses a file address with %s: %s', async (query, message) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/sitemaps/listings.xml?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
