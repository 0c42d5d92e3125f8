import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@/server/db/schema';
import { uploadedPhotos } from './photos';
import { useTestApp } from './test-app';
import { tradeAccounts } from './trade-helpers';
import { freshBrand, matchingClient, type Account } from './wtb-matching-helpers';

// docs/product.md, Safety: nobody is alerted about a new listing of someone they blocked.
const ctx = useTestApp();
const client = matchingClient(ctx);

let alice: Account;
let bob: Account;
let carol: Account;
beforeAll(async () => {
  ({ seller: alice, buyer: bob, outsider: carol } = await tradeAccounts(ctx.app));
});

const alertsOf = (who: Account) =>
  ctx.db
    .select({ kind: notifications.kind })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, who.user.id),
        inArray(notifications.kind, ['wtb_match', 'saved_search']),
      ),
    );

describe('alerts about new listings', () => {
  it('leave out the sellers the request or search owner blocked', async () => {
    const brand = freshBrand();
    await client.postWtb(alice, { brand });
    const saved = await client.send('POST', '/api/saved-searches', alice, {
      name: 'My brand',
      query: `brand=${encodeURIComponent(brand)}`,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const blocked = await client.send('POST', `/api/users/${bob.user.username}/block`, alice);
    expect(blocked.statusCode).toBe(201);

    await client.postListing(bob, await uploadedPhotos(ctx.app, bob), { brand });
    expect(await alertsOf(alice)).toEqual([]);

    await client.postListing(carol, await uploadedPhotos(ctx.app, carol), { brand });
    expect((await alertsOf(alice)).map((row) => row.kind).sort()).toEqual([
      'saved_search',
      'wtb_match',
    ]);
  });
});
