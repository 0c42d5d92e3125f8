import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, wtbListings } from '@/server/db/schema';
import { DETAIL_SIZES } from '@/shared/photo-sizes';
import { createListing, createUser, createWtb, fakeImages } from '../factories';
import { createAccount } from './auth-helpers';
import { postListing } from './listing-requests';
import { readHead } from './page-head-reader';
import { uploadedPhotos } from './photos';
import { useClientApp } from './client-app';
import { useTestApp } from './test-app';
import { SHARED_READ } from '@/server/http/etag';

const ctx = useTestApp();
const SITE = 'https://rotation.example';
/** The app's own template (the build rewrites only its script's address). */
const TEMPLATE = path.resolve('src/client/index.html');
const APP_SCRIPT = { type: 'module', src: '/main.tsx' };

const client = useClientApp(
  ctx,
  { 'index.html': readFileSync(TEMPLATE) },
  { FEED_CACHE_MS: '0', PUBLIC_URL: SITE },
);

/** GET a page as a crawler does: HTML only, its head read without running any script. */
async function page(url: string) {
  const response = await client.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html' },
  });
  expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe(
    response.statusCode === 200 ? SHARED_READ : 'no-cache',
  );
  const head = readHead(response.body);
  // Still the app: its module and root, and no second title or description.
  expect(head.scripts).toContainEqual(APP_SCRIPT);
  expect(head.hasAppRoot).toBe(true);
  expect(head.titles).toHaveLength(1);
  expect(head.canonical).toHaveLength(1);
  return { status: response.statusCode, head, response };
}

function expectCard(
  head: ReturnType<typeof readHead>,
  card: { title: string; description: string; url: string; type: string },
) {
  expect(head.title).toBe(card.title);
  expect(head.name('description')).toBe(card.description);
  expect(head.canonical).toEqual([card.url]);
  expect(head.property('og:title')).toBe(card.title);
  expect(head.property('og:description')).toBe(card.description);
  expect(head.property('og:url')).toBe(card.url);
  expect(head.property('og:type')).toBe(card.type);
  expect(head.property('og:site_name')).toBe('Rotation');
  expect(head.name('twitter:card')).toBe('summary_large_image');
  expect(head.name('theme-color')).toBe('#18181b');
}

describe('listing pages', () => {
  it('carry the listing title, price, photo with its stored size, and a Product', async () => {
    const seller = await createAccount(client.app);
    const images = await uploadedPhotos(client.app, seller, 2);
    const created = await postListing(client.app, seller, images, {
      title: 'Nike Air Max 90',
      brand: 'Nike',
      size: '10',
      condition: 'New/Never worn',
      price: '120',
      description: 'Deadstock, box included.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;

    const { status, head } = await page(`/listing/${id}`);
    expect(status).toBe(200);
    expectCard(head, {
      title: 'Nike Air Max 90 · $120.00 · Rotation',
      description: 'Nike · Size 10 · New/Never worn. Deadstock, box included.',
      url: `${SITE}/listing/${id}`,
      type: 'product',
    });
    // The display photo (90 × 120 uploaded, never enlarged), absolute although stored locally.
    expect(head.property('og:image')).toBe(`${SITE}${images[0]}`);
    expect(head.property('og:image:width')).toBe('90');
    expect(head.property('og:image:height')).toBe('120');
    expect(head.property('og:image:alt')).toBe('Nike Air Max 90');
    expect(head.name('robots')).toBeUndefined();

    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Nike Air Max 90',
        description: 'Deadstock, box included.',
        image: images.map((image) => `${SITE}${image}`),
        brand: { '@type': 'Brand', name: 'Nike' },
        offers: {
          '@type': 'Offer',
          url: `${SITE}/listing/${id}`,
          price: '120.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          itemCondition: 'https://schema.org/NewCondition',
          seller: {
            '@type': 'Person',
            name: seller.user.username,
            url: `${SITE}/profile/${seller.user.username}`,
          },
        },
      },
    ]);

    // Sold: the title says so first, and the offer is sold out.
    const sold = await client.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}/sold`,
      headers: { cookie: seller.cookie },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const after = (await page(`/listing/${id}`)).head;
    expect(after.title).toBe('SOLD · Nike Air Max 90 · $120.00 · Rotation');
    expect(after.property('og:title')).toBe('SOLD · Nike Air Max 90 · $120.00 · Rotation');
    expect(after.jsonLd[0]!.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      price: '120.00',
    });
  });

  it('map every other condition to a used one, and leave out photo tags without a photo', async () => {
    const seller = await createUser(ctx.db);
    for (const condition of ['Gently used', 'Used', 'Very worn'] as const) {
      const listing = await createListing(ctx.db, seller.id, { condition, price: '49.5' }, []);
      const { head } = await page(`/listing/${listing.id}`);
      expect(head.jsonLd[0]!.offers).toMatchObject({
        itemCondition: 'https://schema.org/UsedCondition',
        price: '49.50',
      });
      expect(head.property('og:image')).toBeUndefined();
      expect(head.jsonLd[0]!.image).toBeUndefined();
    }
  });

  it("preload the first photo as the page's <img> asks for it, and nothing without one", async () => {
    const seller = await createUser(ctx.db);
    const [first, second] = fakeImages(2);
    const listing = await createListing(ctx.db, seller.id, {}, [first!, second!]);
    const response = await client.app.inject({ method: 'GET', url: `/listing/${listing.id}` });
    expect(response.headers.link).toBe(
      `<${first!.url}>; rel=preload; as=image; ` +
        `imagesrcset="${first!.thumbnailUrl} 450w, ${first!.url} 1350w"; ` +
        `imagesizes="${DETAIL_SIZES}"; fetchpriority=high`,
    );
    const bare = await createListing(ctx.db, seller.id, {}, []);
    const without = await client.app.inject({ method: 'GET', url: `/listing/${bare.id}` });
    expect(without.statusCode).toBe(200);
    expect(without.headers.link).toBeUndefined();
  });

  it('escape every value, in the tags and in the JSON-LD', async () => {
    const seller = await createUser(ctx.db);
    const title = `Tee "quoted" <b>bold</b> & 'single'`;
    const description = `Fits true.</script><script>alert(1)</script> <!-- & "more"`;
    const listing = await createListing(ctx.db, seller.id, { title, description }, [
      { url: '/uploads/x/a"b<c>.webp', thumbnailUrl: '/uploads/x/t.webp', width: 10, height: 20 },
    ]);
    const { head, response } = await page(`/listing/${listing.id}`);
    expect(head.title).toContain(title);
    expect(head.property('og:title')).toContain(title);
    expect(head.name('description')).toContain(description);
    expect(head.property('og:image')).toBe(`${SITE}/uploads/x/a%22b%3Cc%3E.webp`);
    // Nothing closed the data block early: the app's module and one data block, nothing else.
    expect(head.scripts).toEqual([{ type: 'application/ld+json', src: null }, APP_SCRIPT]);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<b>');
    expect(head.jsonLd[0]).toMatchObject({ name: title, description });
  });

  it('trim a long description to 160 characters at a word boundary', async () => {
    const seller = await createUser(ctx.db);
    const description = 'Great jacket with lots of detail. '.repeat(20);
    const listing = await createListing(ctx.db, seller.id, { description });
    const text = (await page(`/listing/${listing.id}`)).head.name('description')!;
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/ (Great|jacket|with|lots|of|detail)…$/);
  });

  it('answer 404 with a not-found head for unknown, deleted and malformed ids', async () => {
    const seller = await createUser(ctx.db);
    const deleted = await createListing(ctx.db, seller.id);
    await ctx.db.delete(listings).where(eq(listings.id, deleted.id));
    for (const url of [
      `/listing/${randomUUID()}`,
      `/listing/${deleted.id}`,
      '/listing/not-a-uuid',
      "/listing/1'%20or%201=1",
    ]) {
      const { status, head } = await page(url);
      expect(status, url).toBe(404);
      expect(head.title).toBe('Page not found · Rotation');
      expect(head.name('robots')).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
    }
  });
});

describe('profile pages', () => {
  it('carry the username, counts and picture', async () => {
    const member = await createAccount(client.app);
    const username = member.user.username as string;
    await createListing(ctx.db, member.user.id);
    await createListing(ctx.db, member.user.id, { isSold: true, soldAt: new Date() });
    const { status, head } = await page(`/profile/${username.toUpperCase()}`);
    expect(status).toBe(200);
    expectCard(head, {
      title: `${username} · Profile · Rotation`,
      description: `${username} on Rotation, the peer-to-peer streetwear marketplace: 1 item for sale, 1 sold, 0 WTB requests.`,
      url: `${SITE}/profile/${username}`,
      type: 'profile',
    });
    expect(head.property('og:image')).toBeUndefined();

    const [upload] = await uploadedPhotos(client.app, member, 1, 'purpose=profile');
    const picture = await client.app.inject({
      method: 'POST',
      url: '/api/auth/user/profile-image',
      headers: { cookie: member.cookie },
      payload: { profileImageUrl: upload },
    });
    expect(picture.statusCode, picture.body).toBe(200);
    const withPicture = (await page(`/profile/${username}`)).head;
    expect(withPicture.property('og:image')).toBe(`${SITE}${picture.json().profileImageUrl}`);
    expect(withPicture.property('og:image:width')).toBe('400');
    expect(withPicture.property('og:image:height')).toBe('400');
  });

  it('answer 404 with a not-found head for unknown and impossible usernames', async () => {
    for (const url of ['/profile/nobodyhere123', '/profile/a.b', '/profile/%3Cscript%3E']) {
      const { status, head } = await page(url);
      expect(status, url).toBe(404);
      expect(head.title).toBe('Page not found · Rotation');
      expect(head.name('robots')).toBe('noindex');
    }
  });
});

describe('WTB pages', () => {
  it('carry the request, say FOUND once fulfilled, and 404 once deleted', async () => {
    const buyer = await createUser(ctx.db);
    const wtb = await createWtb(ctx.db, buyer.id, {
      title: 'Stussy 8 Ball Fleece',
      brand: 'Stussy',
      size: 'M',
      maxPrice: '200.00',
      description: 'Any colour.',
    });
    const { status, head } = await page(`/wtb/${wtb.id}`);
    expect(status).toBe(200);
    expectCard(head, {
      title: 'WTB · Stussy 8 Ball Fleece · up to $200.00 · Rotation',
      description: `${buyer.username} wants to buy: Stussy, size M, up to $200.00. Any colour.`,
      url: `${SITE}/wtb/${wtb.id}`,
      type: 'website',
    });

    await ctx.db
      .update(wtbListings)
      .set({ isFulfilled: true, fulfilledAt: new Date() })
      .where(eq(wtbListings.id, wtb.id));
    const found = await page(`/wtb/${wtb.id}`);
    expect(found.status).toBe(200);
    expect(found.head.title).toBe('FOUND · WTB · Stussy 8 Ball Fleece · up to $200.00 · Rotation');

    await ctx.db.delete(wtbListings).where(eq(wtbListings.id, wtb.id));
    for (const url of [`/wtb/${wtb.id}`, '/wtb/nope']) {
      const gone = await page(url);
      expect(gone.status, url).toBe(404);
      expect(gone.head.title).toBe('Page not found · Rotation');
    }
  });
});

describe('site pages', () => {
  it('give the home page, About and the WTB board a site-wide head', async () => {
    const cases = [
      ['/', 'Rotation · Buy and sell second-hand streetwear'],
      ['/?q=nike', 'Rotation · Buy and sell second-hand streetwear'],
      ['/about', 'About · Rotation'],
      ['/wtb', 'Want to Buy · Rotation'],
    ] as const;
    for (const [url, title] of cases) {
      const { status, head } = await page(url);
      expect(status, url).toBe(200);
      expect(head.title).toBe(title);
      expect(head.property('og:type')).toBe('website');
      expect(head.canonical).toEqual([`${SITE}${url.split('?')[0]}`]);
      expect(head.name('description')).toMatch(/streetwear/);
    }
  });

  it('keep preloading the first photos on the home page', async () => {
    const seller = await createUser(ctx.db);
    await createListing(ctx.db, seller.id);
    const home = await client.app.inject({ method: 'GET', url: '/' });
    expect(home.headers.link).toMatch(/rel=preload; as=image/);
  });

  it('send the page compressed to a browser that accepts it', async () => {
    const plain = await client.app.inject({ method: 'GET', url: '/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const page = await client.app.inject({
        method: 'GET',
        url: '/about',
        headers: { 'accept-encoding': accept },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(decode(page.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });
});
