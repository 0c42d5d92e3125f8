import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshListing } from './listing-cache';

function cacheWith(keys: unknown[][]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}

const stale = (queryClient: QueryClient, key: unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('refreshListing', () => {
  it("marks every answer that shows the listing stale, and nobody else's", async () => {
    const queryClient = cacheWith([
      ['/api/listings', { q: '' }],
      ['/api/listings', { q: 'kapital' }],
      ['/api/listings/l1'],
      ['/api/listings/l2'],
      ['/api/users/ana/listings', { status: 'active' }],
      ['/api/users/ana/listings', { status: 'sold' }],
      ['/api/users/ana'],
      ['/api/users/ben/listings', { status: 'active' }],
      ['/api/users/ben'],
      ['/api/conversations'],
      ['/api/wtb-listings', { q: '' }],
    ]);
    await refreshListing(queryClient, { id: 'l1', sellerUsername: 'ana' });

    for (const key of [
      ['/api/listings', { q: '' }],
      ['/api/listings', { q: 'kapital' }],
      ['/api/listings/l1'],
      ['/api/users/ana/listings', { status: 'active' }],
      ['/api/users/ana/listings', { status: 'sold' }],
      ['/api/users/ana'],
      ['/api/conversations'],
    ]) {
      expect(stale(queryClient, key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      ['/api/listings/l2'],
      ['/api/users/ben/listings', { status: 'active' }],
      ['/api/users/ben'],
      ['/api/wtb-listings', { q: '' }],
    ]) {
      expect(stale(queryClient, key), JSON.stringify(key)).toBe(false);
    }
  });
});
