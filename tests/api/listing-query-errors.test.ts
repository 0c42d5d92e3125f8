import { describe, it } from 'vitest';
import { createUser } from '../factories';
import { expectRefused } from './listing-queries';
import { useTestApp } from './test-app';

const ctx = useTestApp();

const DOLLARS = (name: string) => `${name} must be a dollar amount like 25 or 25.50`;

/** Every bad value of the filters and the sort, with the 400's message. */
const refusals: [string, string][] = [
  ['category=Hats', 'category must be one of: Tops, Bottoms, Outerwear, Footwear, Accessories'],
  [
    'category=Tops&category=tops',
    'category must be one of: Tops, Bottoms, Outerwear, Footwear, Accessories',
  ],
  ['condition=Mint', 'condition must be one of: New/Never worn, Gently used, Used, Very worn'],
  ['size=', 'size must be 1 to 5 characters'],
  ['size=%20%20', 'size must be 1 to 5 characters'],
  ['size=M&size=XXXXXL', 'size must be 1 to 5 characters'],
  [`brand=${'b'.repeat(51)}`, 'brand must be 1 to 50 characters'],
  ['brand=', 'brand must be 1 to 50 characters'],
  ['minPrice=abc', DOLLARS('minPrice')],
  ['minPrice=1e3', DOLLARS('minPrice')],
  ['minPrice=-5', DOLLARS('minPrice')],
  ['minPrice=25.505', DOLLARS('minPrice')],
  ['minPrice=1.2.3', DOLLARS('minPrice')],
  ['minPrice=', DOLLARS('minPrice')],
  ['maxPrice=%2425', DOLLARS('maxPrice')],
  ['maxPrice=Infinity', DOLLARS('maxPrice')],
  ['maxPrice=10000000.01', 'maxPrice must be at most 10,000,000'],
  ['minPrice=10&maxPrice=5', 'minPrice must not be above maxPrice'],
  ['discounted=yes', 'discounted must be true or false'],
  ['status=gone', 'status must be one of: available, sold, all'],
  ['sort=cheapest', 'sort must be one of: newest, price_asc, price_desc, recently_reduced'],
  ['sort=PRICE_ASC', 'sort must be one of: newest, price_asc, price_desc, recently_reduced'],
];

/** Malformed numbers: digits only, so a number JavaScript would read is still refused. */
const LIMIT = 'limit must be a whole number from 1 to 100';
const limits: [string, string][] = [
  '1e1',
  '0x10',
  '2.0',
  '%2B5',
  '%205',
  '',
  '0',
  '101',
  'ten',
].map((limit) => [`limit=${limit}`, LIMIT]);

/** Every parameter that is not repeatable, given twice. */
const given = ['sort', 'status', 'minPrice', 'maxPrice', 'discounted', 'q', 'limit', 'cursor'];
const twice: [string, string][] = given.map((name) => [
  `${name}=1&${name}=2`,
  `${name} must be given once`,
]);

describe('listing queries answer 400 naming the parameter', () => {
  it('on the feed', async () => {
    await expectRefused(
      ctx.app,
      `/api/listings?q=${'n'.repeat(101)}`,
      'q (the search) must be 100 characters or less',
    );
    for (const [query, message] of [...refusals, ...limits, ...twice]) {
      await expectRefused(ctx.app, `/api/listings?${query}`, message);
    }
  });

  it('on a profile’s listings', async () => {
    const seller = await createUser(ctx.db);
    const path = `/api/users/${seller.username}/listings`;
    for (const [query, message] of [
      ...refusals.filter(([q]) => !q.startsWith('status')),
      ...limits,
      ...twice,
    ]) {
      await expectRefused(ctx.app, `${path}?${query}`, message);
    }
    await expectRefused(
      ctx.app,
      `${path}?status=deleted`,
      'status must be one of: active, available, sold, all',
    );
  });

  it('on the count, which ignores the page', async () => {
    for (const [query, message] of refusals) {
      await expectRefused(ctx.app, `/api/listings/count?${query}`, message);
    }
    await expectRefused(
      ctx.app,
      '/api/listings/count?seller=a&seller=b',
      'seller must be given once',
    );
  });
});
