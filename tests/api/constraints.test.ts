import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations, listings, messages, users, wtbListings } from '@/server/db/schema';
import { createListing, createUser, listingValues, userValues, wtbValues } from '../factories';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** The database itself refuses rows that break the product's limits (docs/product.md, Validation and Limits), whatever code wrote them. */
async function expectRefused(write: () => Promise<unknown>, constraint: RegExp) {
  const error = await write().then(
    () => undefined,
    (e: unknown) => e as { cause?: { message?: string; constraint?: string } },
  );
  expect(error, 'the write should have been refused').toBeDefined();
  const cause = error!.cause ?? (error as { message?: string; constraint?: string });
  expect(`${cause.constraint ?? ''} ${cause.message ?? ''}`).toMatch(constraint);
}

describe('database constraints', () => {
  it('refuses listings with a price out of range, bad lengths or an unknown category', async () => {
    const seller = await createUser(ctx.db);
    const insert = (overrides: Record<string, unknown>) =>
      ctx.db.insert(listings).values({ ...listingValues(seller.id), ...overrides });

    await expectRefused(() => insert({ price: '0' }), /listings_price_range/);
    await expectRefused(() => insert({ price: '10000000.01' }), /listings_price_range/);
    await expectRefused(() => insert({ size: 'XXXXXL' }), /value too long/);
    await expectRefused(() => insert({ title: '   ' }), /listings_title_length/);
    await expectRefused(() => insert({ brand: 'b'.repeat(51) }), /value too long/);
    await expectRefused(() => insert({ description: 'd'.repeat(1501) }), /value too long/);
    await expectRefused(() => insert({ category: 'Hats' }), /invalid input value for enum/);
    await expectRefused(() => insert({ isSold: true }), /listings_sold_at/);
    await expectRefused(() => insert({ isDiscounted: true }), /listings_discount/);
    await expect(insert({ price: '10000000' })).resolves.toBeDefined();
  });

  it('refuses usernames that break the rules or clash ignoring case', async () => {
    await createUser(ctx.db, { username: 'CaseClash' });
    await expectRefused(
      () => ctx.db.insert(users).values(userValues({ username: 'caseclash' })),
      /users_username_lower_key/,
    );
    await expectRefused(
      () => ctx.db.insert(users).values(userValues({ username: 'no spaces' })),
      /users_username_format/,
    );
    await expectRefused(
      () => ctx.db.insert(users).values(userValues({ username: 'ab' })),
      /users_username_format/,
    );
  });

  it('refuses WTB budgets out of range and sizes over 10 characters', async () => {
    const buyer = await createUser(ctx.db);
    const insert = (overrides: Record<string, unknown>) =>
      ctx.db.insert(wtbListings).values({ ...wtbValues(buyer.id), ...overrides });
    await expectRefused(() => insert({ maxPrice: '-5' }), /wtb_max_price_range/);
    await expectRefused(() => insert({ size: '12345678901' }), /value too long/);
    await expect(insert({ size: '1234567890' })).resolves.toBeDefined();
  });

  it('refuses a conversation with oneself, duplicates per listing, and blank or over-long messages', async () => {
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id);
    await expectRefused(
      () =>
        ctx.db
          .insert(conversations)
          .values({ buyerId: seller.id, sellerId: seller.id, listingId: listing.id }),
      /conversations_two_people/,
    );
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: seller.id, listingId: listing.id })
      .returning();
    await expectRefused(
      () =>
        ctx.db
          .insert(conversations)
          .values({ buyerId: buyer.id, sellerId: seller.id, listingId: listing.id }),
      /conversations_listing_key/,
    );
    const message = (content: string) =>
      ctx.db.insert(messages).values({
        conversationId: conversation!.id,
        senderId: buyer.id,
        messageType: 'text',
        content,
      });
    await expectRefused(() => message('   '), /messages_kind/);
    await expectRefused(() => message('x'.repeat(2001)), /messages_content_length/);
    await expect(message('Is this still available?')).resolves.toBeDefined();
  });

  it('keeps conversations when their listing is deleted, unlinked', async () => {
    const buyer = await createUser(ctx.db);
    const seller = await createUser(ctx.db);
    const listing = await createListing(ctx.db, seller.id);
    const [conversation] = await ctx.db
      .insert(conversations)
      .values({ buyerId: buyer.id, sellerId: seller.id, listingId: listing.id })
      .returning();
    await ctx.db.execute(sql`delete from listings where id = ${listing.id}`);
    const rows = await ctx.db.execute<{ listing_id: string | null }>(
      sql`select listing_id from conversations where id = ${conversation!.id}`,
    );
    expect(rows.rows).toEqual([{ listing_id: null }]);
  });
});
