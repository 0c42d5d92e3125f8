import { ACCOUNT_HEADER } from '@/client/lib/account-header';

/** Streams, sign-in and images are never kept: only the JSON the pages read. */
const NEVER_KEPT = /^\/api\/(live|auth|identity|uploads)(\/|$)/;

/**
 * Whether the service worker keeps this request's answer for offline (sw/api-cache.ts): an API
 * read of this origin that names its account.
 */
export function keptPerAccount(url: URL, request: Request, origin: string): boolean {
  return (
    request.method === 'GET' &&
    url.origin === origin &&
    url.pathname.startsWith('/api/') &&
    !NEVER_KEPT.test(url.pathname) &&
    request.headers.has(ACCOUNT_HEADER)
  );
}
