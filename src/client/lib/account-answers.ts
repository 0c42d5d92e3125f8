/**
 * The API answers the service worker keeps for one account (docs/decisions/038-service-worker.md):
 * their cache's name, and the message with which a page signing out has the worker delete them
 * at once, rather than when the next account's first read reaches the worker.
 */
const CACHE_PREFIX = 'rotation-api-';

export function apiCacheName(account: string): string {
  return CACHE_PREFIX + encodeURIComponent(account);
}

export function isApiCacheName(name: string): boolean {
  return name.startsWith(CACHE_PREFIX);
}

export const FORGET_ACCOUNT = 'FORGET_ACCOUNT';
export const ACCOUNT_FORGOTTEN = 'ACCOUNT_FORGOTTEN';

export type ForgetAccountMessage = { type: typeof FORGET_ACCOUNT; account: string };

export function isForgetAccountMessage(data: unknown): data is ForgetAccountMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === FORGET_ACCOUNT &&
    typeof (data as { account?: unknown }).account === 'string'
  );
}

/** A worker that answers slower than this (busy, or an old version without the handler) is not waited for. */
const WORKER_ANSWER_MS = 2000;

/** Asks the worker controlling this page to forget `account`; resolves once it answered. */
function askWorker(worker: ServiceWorker, account: string): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(resolve, WORKER_ANSWER_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    };
    const message: ForgetAccountMessage = { type: FORGET_ACCOUNT, account };
    worker.postMessage(message, [channel.port2]);
  });
}

/**
 * On sign-out, before the page navigates: the account's kept answers leave the browser now. The
 * worker deletes them (and stops keeping reads that were still on their way); the page deletes
 * the cache itself as well, for a worker that did not answer or a page it does not control.
 * Never fails: signing out goes on whatever happens here.
 */
export async function forgetAccountAnswers(account: string): Promise<void> {
  try {
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker.controller : null;
    if (worker) await askWorker(worker, account);
    if (typeof caches !== 'undefined') await caches.delete(apiCacheName(account));
  } catch {
    // Storage refused (a private window's quota): the next account's first read still drops it.
  }
}
