import { describe, expect, it } from 'vitest';
import { ACCOUNT_HEADER } from '@/client/lib/account-header';
import { keptPerAccount } from './kept-per-account';

const ORIGIN = 'https://rotation.example';

function read(path: string, { method = 'GET', account = 'user1' as string | null } = {}) {
  const url = new URL(path, ORIGIN);
  const headers: Record<string, string> = account === null ? {} : { [ACCOUNT_HEADER]: account };
  return keptPerAccount(url, new Request(url, { method, headers }), ORIGIN);
}

describe('which requests the worker keeps per account', () => {
  it('keeps API reads that name their account', () => {
    expect(read('/api/listings?sort=price_asc')).toBe(true);
    expect(read('/api/notifications', { account: 'visitor' })).toBe(true);
  });

  it('leaves alone reads naming no account, writes, streams, sign-in and other origins', () => {
    expect(read('/api/listings', { account: null })).toBe(false);
    expect(read('/api/listings', { method: 'POST' })).toBe(false);
    expect(read('/api/live')).toBe(false);
    expect(read('/api/auth/session')).toBe(false);
    expect(read('/api/identity/callback')).toBe(false);
    expect(read('/uploads/a.webp')).toBe(false);
    expect(read('https://elsewhere.example/api/listings')).toBe(false);
  });
});
