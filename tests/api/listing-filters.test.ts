import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser, uniqueToken } from '../factories';
import { pageIds, walkPages } from './listing-queries';
import { useTestApp } from './test-app';

const ctx = useTestApp();

// Four listings whose brands all contain one tag, so `q=tag` scopes every query to them.
const tag = `flt${uniqueToken()}`;
let seller: Awaited<ReturnType<typeof createUser>>;
const listingsByName = {
  stussyTee: { brand: 'Stüssy', category: 'Tops', size: 'M', condition: 'Used', price: '25.00' },
  nikeShoe: {
    brand: 'Nike',
    category: 'Footwear',
    size: '10',
    condition: 'New/Never worn',
    price: '300.00',
  },
  reducedShoe: {
    brand: 'Nike',
    category: 'Footwear',
    size: '9.5',
    condition: 'Gently used',
    price: '120.00',
    originalPrice: '150.00',
    isDiscounted: true,
    discountedAt: new Date(),
  },
  soldJacket: {
    brand: 'Palace',
    category: 'Outerwear',
    size: 'L',
    condition: 'Very worn',
    price: '300.01',
    isSold: true,
    soldAt: new Date(),
  },
} satisfies Record<string, Parameters<typeof createListing>[2] & { brand: string }>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  seller = await createUser(ctx.db);
  for (const [name, { brand, ...fields }] of Object.entries(listingsByName)) {
    const listing = await createListing(ctx.db, seller.id, { ...fields, brand: `${brand} ${tag}` });
    ids[name] = listing.id;
  }
});

/** The names of the listings the feed finds with these filters, in any order. */
async function found(filters: string, path = '/api/listings'): Promise<string[]> {
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  const page = await pageIds(ctx.app, `${path}?q=${tag}&${filters}`);
  return page.map((id) => names[id]!).sort();
}

describe('GET /api/listings filters', () => {
  it('shows sold and available listings when no filter is set', async () => {
    expect(await found('')).toEqual(['nikeShoe', 'reducedShoe', 'soldJacket', 'stussyTee']);
    expect(await found('status=all')).toEqual(await found(''));
  });

  it('filters by category and condition, each repeatable', async () => {
    expect(await found('category=Footwear')).toEqual(['nikeShoe', 'reducedShoe']);
    expect(await found('category=Footwear&category=Tops')).toEqual([
      'nikeShoe',
      'reducedShoe',
      'stussyTee',
    ]);
    expect(await found('condition=Used')).toEqual(['stussyTee']);
    expect(await found('condition=Used&condition=Very%20worn')).toEqual([
      'soldJacket',
      'stussyTee',
    ]);
    expect(await found('condition=New%2FNever%20worn')).toEqual(['nikeShoe']);
  });

  it('filters by size ignoring case and spaces around it', async () => {
    expect(await found('size=m')).toEqual(['stussyTee']);
    expect(await found('size=%20M%20')).toEqual(['stussyTee']);
    expect(await found('size=10&size=l')).toEqual(['nikeShoe', 'soldJacket']);
    expect(await found('size=XL')).toEqual([]);
  });

  it('filters by exact brand with case, accents, spacing and punctuation ignored', async () => {
    expect(await found(`brand=stussy%20${tag}`)).toEqual(['stussyTee']);
    expect(await found(`brand=ST%C3%9CSSY-${tag.toUpperCase()}`)).toEqual(['stussyTee']);
    expect(await found(`brand=nike${tag}&brand=Palace%20${tag}`)).toEqual([
      'nikeShoe',
      'reducedShoe',
      'soldJacket',
    ]);
    // Exact, not contains: a part of the brand finds nothing.
    expect(await found('brand=nike')).toEqual([]);
  });

  it('filters by price with inclusive bounds', async () => {
    expect(await found('minPrice=300')).toEqual(['nikeShoe', 'soldJacket']);
    expect(await found('maxPrice=300')).toEqual(['nikeShoe', 'reducedShoe', 'stussyTee']);
    expect(await found('minPrice=120&maxPrice=300.00')).toEqual(['nikeShoe', 'reducedShoe']);
    expect(await found('minPrice=25.5&maxPrice=119.99')).toEqual([]);
    expect(await found('minPrice=.5&maxPrice=25')).toEqual(['stussyTee']);
    expect(await found('minPrice=300&maxPrice=300')).toEqual(['nikeShoe']);
  });

  it('keeps reduced listings with discounted=true; false is no filter', async () => {
    expect(await found('discounted=true')).toEqual(['reducedShoe']);
    expect(await found('discounted=false')).toEqual(await found(''));
  });

  it('filters by status: available, sold or all', async () => {
    expect(await found('status=available')).toEqual(['nikeShoe', 'reducedShoe', 'stussyTee']);
    expect(await found('status=sold')).toEqual(['soldJacket']);
  });

  it('combines filters with AND, repeated values of one filter with OR', async () => {
    expect(await found('category=Footwear&size=10&maxPrice=300')).toEqual(['nikeShoe']);
    expect(await found('category=Footwear&size=10&size=9.5&discounted=true')).toEqual([
      'reducedShoe',
    ]);
    expect(await found(`brand=nike${tag}&status=available&minPrice=200`)).toEqual(['nikeShoe']);
    expect(await found('category=Outerwear&status=available')).toEqual([]);
    expect(
      await found('category=Tops&category=Outerwear&condition=Very%20worn&minPrice=1'),
    ).toEqual(['soldJacket']);
  });

  it('ignores parameters it does not know', async () => {
    expect(await found('utm_source=newsletter&category=Tops')).toEqual(['stussyTee']);
  });
});

describe('GET /api/users/{username}/listings filters', () => {
  it('takes the same filters and sorts, and its tabs’ status=active means available', async () => {
    const path = `/api/users/${seller.username}/listings`;
    expect(await found('category=Footwear', path)).toEqual(['nikeShoe', 'reducedShoe']);
    expect(await found('status=active', path)).toEqual(await found('status=available', path));
    expect(await found('status=sold&size=l', path)).toEqual(['soldJacket']);
    const byPrice = await pageIds(ctx.app, `${path}?q=${tag}&sort=price_desc&status=available`);
    expect(byPrice).toEqual([ids.nikeShoe, ids.reducedShoe, ids.stussyTee]);
    // Another seller's listings never show in this one's tab.
    const other = await createUser(ctx.db);
    await createListing(ctx.db, other.id, { brand: `Nike ${tag}`, category: 'Footwear' });
    expect(await found('category=Footwear', path)).toEqual(['nikeShoe', 'reducedShoe']);
  });

  it('takes every other filter and sort of the feed too', async () => {
    const path = `/api/users/${seller.username}/listings`;
    const expected: [string, string[]][] = [
      [`brand=stussy%20${tag}`, ['stussyTee']],
      [
        `brand=NIKE%20${tag.toUpperCase()}&brand=palace%20${tag}`,
        ['nikeShoe', 'reducedShoe', 'soldJacket'],
      ],
      ['condition=Used&condition=Very%20worn', ['soldJacket', 'stussyTee']],
      ['minPrice=120&maxPrice=300', ['nikeShoe', 'reducedShoe']],
      ['maxPrice=25', ['stussyTee']],
      ['discounted=true', ['reducedShoe']],
      ['size=m&size=9.5', ['reducedShoe', 'stussyTee']],
      ['category=Footwear&condition=Gently%20used&discounted=true&maxPrice=200', ['reducedShoe']],
      [`brand=nike%20${tag}&condition=Used`, []],
    ];
    for (const [filter, names] of expected) {
      expect(await found(filter, path), filter).toEqual(names);
    }
    const cheapFirst = await pageIds(ctx.app, `${path}?q=${tag}&sort=price_asc`);
    expect(cheapFirst).toEqual([ids.stussyTee, ids.reducedShoe, ids.nikeShoe, ids.soldJacket]);
    expect(await pageIds(ctx.app, `${path}?q=${tag}&sort=recently_reduced`)).toEqual([
      ids.reducedShoe,
    ]);
  });

  it('pages a sorted tab by its cursor without repeating or skipping a listing', async () => {
    const path = `/api/users/${seller.username}/listings`;
    const seen = await walkPages(ctx.app, `${path}?q=${tag}&sort=price_desc&limit=1`);
    expect(seen.map((listing) => listing.id)).toEqual([
      ids.soldJacket,
      ids.nikeShoe,
      ids.reducedShoe,
      ids.stussyTee,
    ]);
  });
});
