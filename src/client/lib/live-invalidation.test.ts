import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@/shared/schemas/notification';
import {
  isStale,
  refreshStale,
  staleAfterMessage,
  staleAfterNotification,
  staleAfterReputation,
  type StaleAnswers,
} from './live-invalidation';

/** The keys (API paths) of the screens the app caches, as its queries name them. */
const CACHED = [
  '/api/listings',
  '/api/listings/count',
  '/api/listings/l1',
  '/api/listings/l2',
  '/api/favourites',
  '/api/favourites/ids',
  '/api/users/ann/listings',
  '/api/users/ann',
  '/api/users/ann/reputation',
  '/api/users/ann/reviews',
  '/api/users/bob/reputation',
  '/api/users/cid/reputation',
  '/api/conversations',
  '/api/conversations/c1/messages',
  '/api/conversations/c1/trade',
  '/api/conversations/c2/messages',
  '/api/wtb-listings',
  '/api/wtb-listings/w1',
  '/api/wtb-listings/w9/matches',
  '/api/saved-searches',
  '/api/notifications',
];

const staleOf = (answers: StaleAnswers) => CACHED.filter((path) => isStale(answers, path));

const notice = (kind: Notification['kind'], url: string) => staleAfterNotification({ kind, url });

describe('what a notification makes stale', () => {
  it('a price drop or a sale: the listing wherever it shows, the Favourites page included', () => {
    const expected = [
      '/api/listings',
      '/api/listings/count',
      '/api/listings/l1',
      '/api/favourites',
      '/api/users/ann/listings',
      '/api/conversations',
    ];
    expect(staleOf(notice('price_drop', '/listings/l1'))).toEqual(expected);
    expect(staleOf(notice('sold', '/listings/l1'))).toEqual(expected);
  });

  it("a WTB match: the new listing, the feeds and the requests' matches", () => {
    expect(staleOf(notice('wtb_match', '/listing/l2'))).toEqual([
      '/api/listings',
      '/api/listings/count',
      '/api/listings/l2',
      '/api/favourites',
      '/api/users/ann/listings',
      '/api/conversations',
      '/api/wtb-listings/w9/matches',
    ]);
  });

  it('new listings for a saved search: every feed and count, whatever its filters', () => {
    expect(staleOf(notice('saved_search', '/?category=Footwear&size=10'))).toEqual([
      '/api/listings',
      '/api/listings/count',
    ]);
  });

  it('an offer or a deal step: its conversation', () => {
    expect(staleOf(notice('deal', '/?conversation=c1'))).toEqual([
      '/api/conversations',
      '/api/conversations/c1/messages',
      '/api/conversations/c1/trade',
    ]);
  });

  it("a review or a reply: the reviewed person's profile, rating and reviews", () => {
    expect(staleOf(notice('review', '/profile/ann?tab=reviews'))).toEqual([
      '/api/users/ann',
      '/api/users/ann/reputation',
      '/api/users/ann/reviews',
    ]);
  });

  it("a report's outcome: nothing cached shows it", () => {
    expect(staleOf(notice('report', '/notifications'))).toEqual([]);
  });
});

describe('what a trade step in a thread makes stale', () => {
  const conversation = {
    buyer: { id: 'u-bob', username: 'bob', profileImageUrl: null, isAdmin: false },
    seller: { id: 'u-ann', username: 'ann', profileImageUrl: null, isAdmin: false },
    listingId: 'l1',
    wtbListingId: null,
  };
  const withDeal = (state: string) =>
    ({ deal: { state } }) as unknown as Parameters<typeof staleAfterMessage>[0];

  it("a confirmed or cancelled deal: both people's reputation and the listing", () => {
    const expected = [
      '/api/listings',
      '/api/listings/count',
      '/api/listings/l1',
      '/api/favourites',
      '/api/users/ann/listings',
      '/api/users/ann',
      '/api/users/ann/reputation',
      '/api/users/ann/reviews',
      '/api/users/bob/reputation',
      '/api/conversations',
    ];
    expect(staleOf(staleAfterMessage(withDeal('confirmed'), conversation))).toEqual(expected);
    expect(staleOf(staleAfterMessage(withDeal('cancelled'), conversation))).toEqual(expected);
  });

  it('a deal about a WTB request: the request instead of a listing', () => {
    const stale = staleOf(
      staleAfterMessage(withDeal('confirmed'), {
        ...conversation,
        listingId: null,
        wtbListingId: 'w1',
      }),
    );
    expect(stale).toContain('/api/wtb-listings/w1');
    expect(stale).toContain('/api/wtb-listings');
    expect(stale).not.toContain('/api/listings/l1');
  });

  it('a proposal, a declined deal or a plain message: nothing beyond the thread', () => {
    expect(staleOf(staleAfterMessage(withDeal('proposed'), conversation))).toEqual([]);
    expect(staleOf(staleAfterMessage(withDeal('declined'), conversation))).toEqual([]);
    expect(staleOf(staleAfterMessage({ deal: null }, conversation))).toEqual([]);
  });
});

describe('what a change to reviews makes stale', () => {
  it("the reviewed person's profile, rating and reviews, nobody else's", () => {
    expect(staleOf(staleAfterReputation('ann'))).toEqual([
      '/api/users/ann',
      '/api/users/ann/reputation',
      '/api/users/ann/reviews',
    ]);
  });
});

describe('refreshStale', () => {
  it('marks matching answers stale however fresh they are, and leaves the others', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const empty = { pages: [{ listings: [], nextCursor: null }], pageParams: [null] };
    queryClient.setQueryData(['/api/listings', { q: 'hoodie' }], empty);
    queryClient.setQueryData(['/api/favourites/ids'], { ids: [] });
    await refreshStale(queryClient, notice('saved_search', '/?q=hoodie'));
    expect(queryClient.getQueryState(['/api/listings', { q: 'hoodie' }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['/api/favourites/ids'])?.isInvalidated).toBe(false);
  });
});
