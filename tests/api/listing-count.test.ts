import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listingCountSchema } from '@/shared/schemas/listing-filters';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

async function count(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/listings/count?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return listingCountSchema.parse(response.json());
}

describe('GET /api/listings/count', () => {
  it('counts what the same filters find, ignoring an ordering sort, limit and cursor', async () => {
    const seller = await createUser(ctx.db);
    const brand = `cnt${uniqueToken()}`;
    await createListing(ctx.db, seller.id, { brand, category: 'Footwear', size: '10' });
    await createListing(ctx.db, seller.id, { brand, category: 'Footwear', size: '11' });
    await createListing(ctx.db, seller.id, {
      brand,
      category: 'Tops',
      isSold: true,
      soldAt: new Date(),
    });
    expect(await count(`q=${brand}`)).toEqual({ count: 3, capped: false });
    expect(await count(`q=${brand}&category=Footwear&size=10`)).toEqual({
      count: 1,
      capped: false,
    });
    expect(await count(`q=${brand}&status=available&sort=price_desc&limit=0&cursor=x`)).toEqual({
      count: 2,
      capped: false,
    });
    expect(await count(`q=${brand}&category=Outerwear`)).toEqual({ count: 0, capped: false });
  });

  it('counts only reduced listings under "recently reduced", the sort that shows only those', async () => {
    const seller = await createUser(ctx.db);
    const brand = `red${uniqueToken()}`;
    const reducedAt = new Date();
    await createListing(ctx.db, seller.id, {
      brand,
      price: '80.00',
      originalPrice: '100.00',
      isDiscounted: true,
      discountedAt: reducedAt,
    });
    await createListing(ctx.db, seller.id, { brand });
    expect(await count(`q=${brand}`)).toEqual({ count: 2, capped: false });
    expect(await count(`q=${brand}&sort=recently_reduced`)).toEqual({ count: 1, capped: false });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/listings?q=${brand}&sort=recently_reduced`,
    });
    expect(page.json().listings).toHaveLength(1);
    const profile = `seller=${seller.username}&status=available&sort=recently_reduced`;
    expect(await count(profile)).toEqual({ count: 1, capped: false });
  });

  it("counts one seller's listings, and answers 404 for a seller nobody is", async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const brand = `cnt${uniqueToken()}`;
    await createListing(ctx.db, seller.id, { brand });
    await createListing(ctx.db, other.id, { brand });
    const username = seller.username.toUpperCase();
    expect(await count(`q=${brand}&seller=${username}`)).toEqual({ count: 1, capped: false });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/listings/count?seller=nobodyhere',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'User not found' });
  });

  it('is exact up to 10,000 and says capped beyond', async () => {
    const seller = await createUser(ctx.db);
    const brand = `cap${uniqueToken()}`;
    const add = (n: number) =>
      ctx.db.execute(sql`
        insert into listings (seller_id, title, brand, category, size, condition, price)
        select ${seller.id}, 'Bulk tee ' || n, ${brand}, 'Tops', 'M', 'Used', 10
        from generate_series(1, ${n}) n`);
    await add(10_000);
    expect(await count(`q=${brand}`)).toEqual({ count: 10_000, capped: false });
    await add(1);
    expect(await count(`q=${brand}`)).toEqual({ count: 10_000, capped: true });
    expect(await count(`q=${brand}&size=S`)).toEqual({ count: 0, capped: false });
  });
});
