/// <reference lib="webworker" />
/**
 * API reads network-first, kept per account (docs/decisions/038-service-worker.md): a GET that
 * declares its account (lib/account-header.ts) is asked of the server first; its answer is kept
 * in that account's cache and used only when the server cannot be reached, for a page declaring
 * the same account. Seeing another account drops every other account's cache, so what one person
 * fetched is gone once someone else uses the browser. A GET that declares none is not handled here.
 */
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';
import { ACCOUNT_HEADER } from '@/client/lib/account-header';
import { keptPerAccount } from './kept-per-account';

declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = 'rotation-api-';
/** Reads of pages seen lately are what matters offline; older ones go. */
const ENTRIES_PER_ACCOUNT = 200;
const KEPT_SECONDS = 7 * 24 * 3600;
const strategies = new Map<string, NetworkFirst>();
let currentAccount: string | null = null;

export function isAccountApiRead({ url, request }: RouteMatchCallbackOptions): boolean {
  return keptPerAccount(url, request, self.location.origin);
}

async function forgetOtherAccounts(account: string): Promise<void> {
  if (currentAccount === account) return;
  currentAccount = account;
  const keep = CACHE_PREFIX + encodeURIComponent(account);
  for (const name of await caches.keys()) {
    if (name.startsWith(CACHE_PREFIX) && name !== keep) await caches.delete(name);
  }
  strategies.clear();
}

function strategyFor(account: string): NetworkFirst {
  let strategy = strategies.get(account);
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName: CACHE_PREFIX + encodeURIComponent(account),
      plugins: [
        // Only whole answers: an error or a 304 must not stand in for the page offline.
        { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
        new ExpirationPlugin({ maxEntries: ENTRIES_PER_ACCOUNT, maxAgeSeconds: KEPT_SECONDS }),
      ],
    });
    strategies.set(account, strategy);
  }
  return strategy;
}

export async function answerAccountApiRead(options: RouteHandlerCallbackOptions) {
  const account = (options.request as Request).headers.get(ACCOUNT_HEADER)!;
  await forgetOtherAccounts(account);
  return strategyFor(account).handle(options);
}
