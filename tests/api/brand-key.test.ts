import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, listings } from '@/server/db/schema';
import { createListing, createUser } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

async function brandKey(brand: string): Promise<string> {
  const result = await ctx.db.execute<{ key: string }>(sql`select brand_key(${brand}) as key`);
  return result.rows[0]!.key;
}

async function countOf(key: string): Promise<number | undefined> {
  const [row] = await ctx.db.select().from(brands).where(eq(brands.key, key));
  return row?.listings;
}

describe('brand_key', () => {
  it('ignores case, accents, spacing and punctuation, and keeps letters beyond ASCII', async () => {
    expect(await brandKey('Stüssy')).toBe('stussy');
    expect(await brandKey('  STUSSY ')).toBe('stussy');
    expect(await brandKey('Off-White')).toBe('offwhite');
    expect(await brandKey('A.P.C.')).toBe('apc');
    expect(await brandKey('Comme des Garçons')).toBe('commedesgarcons');
    expect(await brandKey('ヨウジヤマモト')).toBe('ヨウジヤマモト');
  });
});

describe('brands table', () => {
  it('counts available listings per brand through create, rename, sale and delete', async () => {
    const seller = await createUser(ctx.db);
    const first = await createListing(ctx.db, seller.id, { brand: 'Kéy Brand One' });
    const second = await createListing(ctx.db, seller.id, { brand: 'key brand one' });
    expect(await countOf('keybrandone')).toBe(2);
    const [row] = await ctx.db.select().from(brands).where(eq(brands.key, 'keybrandone'));
    expect(row!.name, 'the first spelling names the brand').toBe('Kéy Brand One');

    await ctx.db.update(listings).set({ brand: 'Key Brand Two' }).where(eq(listings.id, first.id));
    expect(await countOf('keybrandone')).toBe(1);
    expect(await countOf('keybrandtwo')).toBe(1);

    await ctx.db
      .update(listings)
      .set({ isSold: true, soldAt: new Date() })
      .where(eq(listings.id, second.id));
    expect(await countOf('keybrandone')).toBe(0);
    // Saving the same brand again changes nothing.
    await ctx.db.update(listings).set({ brand: 'Key Brand Two' }).where(eq(listings.id, first.id));
    expect(await countOf('keybrandtwo')).toBe(1);

    await ctx.db.delete(listings).where(eq(listings.id, first.id));
    await ctx.db.delete(listings).where(eq(listings.id, second.id));
    expect(await countOf('keybrandtwo')).toBe(0);
    expect(await countOf('keybrandone')).toBe(0);
  });
});
