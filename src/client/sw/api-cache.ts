/// <reference lib="webworker" />
/**
 * API reads network-first, kept per account (docs/decisions/038-service-worker.md): a GET that
 * declares its account (lib/account-header.ts) is asked of the server first; its answer is kept
 * in that account's cache and used only when the server cannot be reached, for a page declaring
 * the same account. Seeing another account drops every other account's cache, so what one person
 * fetched is gone once someone else uses the browser; signing out drops the account's cache at
 * once (forgetAccount). A GET that declares none is not handled here.
 */
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { ACCOUNT_HEADER } from '@/client/lib/account-header';
import { apiCacheName, isApiCacheName } from '@/client/lib/account-answers';
import { keptPerAccount } from './kept-per-account';

declare const self: ServiceWorkerGlobalScope;

/** Reads of pages seen lately are what matters offline; older ones go. */
const EXPIRATION = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 };
const strategies = new Map<string, NetworkFirst>();
let currentAccount: string | null = null;

export function isAccountApiRead({ url, request }: RouteMatchCallbackOptions): boolean {
  return keptPerAccount(url, request, self.location.origin);
}

/** The cache and the expiration's record of its addresses (IndexedDB): nothing of it is left. */
async function dropCache(name: string): Promise<void> {
  await caches.delete(name);
  await new CacheExpiration(name, EXPIRATION).delete();
}

async function forgetOtherAccounts(account: string): Promise<void> {
  if (currentAccount === account) return;
  currentAccount = account;
  const keep = apiCacheName(account);
  for (const name of await caches.keys()) {
    if (isApiCacheName(name) && name !== keep) await dropCache(name);
  }
  strategies.clear();
}

/**
 * Signed out: the account's answers are deleted now, and a read of it still on its way is not
 * kept when it arrives (its strategy is no longer the account's, see strategyFor).
 */
export async function forgetAccount(account: string): Promise<void> {
  strategies.delete(account);
  if (currentAccount === account) currentAccount = null;
  await dropCache(apiCacheName(account));
}

function strategyFor(account: string): NetworkFirst {
  let strategy = strategies.get(account);
  if (!strategy) {
    const own: NetworkFirst = new NetworkFirst({
      cacheName: apiCacheName(account),
      plugins: [
        {
          // Only whole answers: an error or a 304 must not stand in for the page offline. Nor a
          // read that was on its way when its account signed out or another account was seen.
          cacheWillUpdate: async ({ response }) =>
            response.status === 200 && strategies.get(account) === own ? response : null,
        },
        new ExpirationPlugin(EXPIRATION),
      ],
    });
    strategies.set(account, own);
    strategy = own;
  }
  return strategy;
}

export async function answerAccountApiRead(options: RouteHandlerCallbackOptions) {
  const account = (options.request as Request).headers.get(ACCOUNT_HEADER)!;
  await forgetOtherAccounts(account);
  return strategyFor(account).handle(options);
}
