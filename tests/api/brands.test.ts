import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '@/server/db/schema';
import { brandSuggestionsSchema } from '@/shared/schemas/brand';
import { createListing, createUser, uniqueToken } from '../factories';
import { useTestApp } from './test-app';
import { SHARED_READ } from '@/server/http/etag';

const ctx = useTestApp();

async function suggest(query: string) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/brands${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe(SHARED_READ);
  return brandSuggestionsSchema.parse(response.json()).brands;
}

/** `count` available listings of `brand`; returns the last one. */
async function list(brand: string, count = 1) {
  const seller = await createUser(ctx.db);
  let last;
  for (let i = 0; i < count; i += 1) last = await createListing(ctx.db, seller.id, { brand });
  return last!;
}

/** A word of letters only, unique to the test, so other tests' brands never match it. */
function uniqueWord(): string {
  return `q${uniqueToken().replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

describe('GET /api/brands', () => {
  it('suggests brands starting with the text before brands containing it, each most listed first', async () => {
    const word = uniqueWord();
    await list(`X ${word} Works`, 3);
    await list(`${word} Small`, 1);
    await list(`${word} Big`, 2);
    await list(`Y${word}`, 1);

    expect(await suggest(`?q=${word}`)).toEqual([
      { name: `${word} Big`, listings: 2 },
      { name: `${word} Small`, listings: 1 },
      { name: `X ${word} Works`, listings: 3 },
      { name: `Y${word}`, listings: 1 },
    ]);
  });

  it('ignores case, accents, spacing and punctuation in the text and in the brand', async () => {
    const word = uniqueWord();
    await list(`Stü-${word} Co.`);
    const expected = [{ name: `Stü-${word} Co.`, listings: 1 }];
    expect(await suggest(`?q=${encodeURIComponent(`STU ${word}`)}`)).toEqual(expected);
    expect(await suggest(`?q=${encodeURIComponent(`stü${word}co`)}`)).toEqual(expected);
    expect(await suggest(`?q=${encodeURIComponent(`${word.toUpperCase()}C`)}`)).toEqual(expected);
    // Wildcards are punctuation: they are ignored, never matched as wildcards.
    expect(await suggest(`?q=${encodeURIComponent(`stu%${word}_co`)}`)).toEqual(expected);
  });

  it('breaks ties by name and returns at most the limit, 10 by default', async () => {
    const word = uniqueWord();
    for (const letter of 'lkjihgfedcba') await list(`${word}${letter}`);
    const names = (await suggest(`?q=${word}`)).map((b) => b.name);
    expect(names).toEqual([...'abcdefghij'].map((letter) => `${word}${letter}`));
    expect((await suggest(`?q=${word}&limit=3`)).map((b) => b.name)).toEqual(names.slice(0, 3));
  });

  it('counts available listings only: sold and deleted listings leave the count, and a brand with none is not suggested', async () => {
    const word = uniqueWord();
    await list(word, 2);
    const sold = await list(word);
    expect(await suggest(`?q=${word}`)).toEqual([{ name: word, listings: 3 }]);

    await ctx.db
      .update(listings)
      .set({ isSold: true, soldAt: new Date() })
      .where(eq(listings.id, sold.id));
    expect(await suggest(`?q=${word}`)).toEqual([{ name: word, listings: 2 }]);

    await ctx.db.delete(listings).where(eq(listings.brandKey, word));
    expect(await suggest(`?q=${word}`)).toEqual([]);
  });

  it('suggests the most listed brands when the text is empty, absent or only punctuation', async () => {
    const word = uniqueWord();
    await list(word, 6);
    for (const query of ['', '?q=', '?q=%20%20', '?q=%25-']) {
      const brands = await suggest(query);
      expect(brands.length).toBeLessThanOrEqual(10);
      expect(brands[0]).toEqual({ name: word, listings: 6 });
      const counts = brands.map((b) => b.listings);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    }
  });

  it('refuses text over 50 characters, a limit outside 1 to 10 or not in digits, and a parameter given twice', async () => {
    const refused = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/brands${query}` });
      expect(response.statusCode).toBe(400);
      return response.json().message;
    };
    expect(await refused(`?q=${'a'.repeat(51)}`)).toBe('q must be 50 characters or less');
    for (const limit of ['0', '11', '2.5', 'ten', '1e1', '0x5', '']) {
      expect(await refused(`?limit=${limit}`)).toBe('limit must be a whole number from 1 to 10');
    }
    expect(await refused('?q=su&q=sup')).toBe('q must be given once');
    expect(await refused('?limit=2&limit=3')).toBe('limit must be given once');
  });
});
