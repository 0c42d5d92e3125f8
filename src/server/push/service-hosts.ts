import { isIP } from 'node:net';

/**
 * The push services alerts may be sent to (decision 049). A subscription's endpoint is a URL the
 * browser got from its vendor's push service; accepting any URL would let an account make the
 * server open connections wherever it likes (blind SSRF).
 */
export type PushServiceHost = {
  /**
   * A lower-case host name or IP address as `URL.hostname` has it (IPv6 in brackets); for a
   * wildcard, the domain whose subdomains match.
   */
  host: string;
  /** As `URL.port` has it: '' for 443, the https default. */
  port: string;
  /** `*.push.apple.com`: any host name ending in `.push.apple.com`, not the domain itself. */
  wildcard: boolean;
  /**
   * Named exactly in PUSH_SERVICE_HOSTS: the operator vouches for it, so it may resolve to a
   * private or loopback address (a test's service, a relay inside the network).
   */
  named: boolean;
};

/** The push services of the browsers in use today (Chrome/Edge on FCM, Firefox, Safari, Windows). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

export const PUSH_SERVICE_HOSTS_ERROR =
  'PUSH_SERVICE_HOSTS must be host names separated by commas, each with an optional :port, or *. and a domain for its subdomains';

/**
 * Host names as push services use them: letters, digits and hyphens in dot-separated labels.
 * Anything else (`;`, `'`, `%`…) is refused: legacy URL parsers, such as the one web-push sends
 * with, cut a host at such characters and would connect somewhere else than what was checked.
 */
const DNS_NAME = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/;

/** A host as URL.hostname gives it: an IP address (IPv6 in brackets) or a plain DNS name. */
function isPlainHost(hostname: string): boolean {
  return isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0 || DNS_NAME.test(hostname);
}

/** The IP address of a URL's hostname when it is one (brackets removed), else null. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) === 0 ? null : bare;
}

/** One entry: `host`, `host:port`, `[::1]:port`, or `*.domain` with an optional `:port`. */
function parseEntry(entry: string, named: boolean): PushServiceHost | null {
  const wildcard = entry.startsWith('*.');
  const rest = wildcard ? entry.slice(2) : entry;
  let url: URL;
  try {
    url = new URL(`https://${rest}`);
  } catch {
    return null;
  }
  const onlyHost =
    url.pathname === '/' &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash &&
    !rest.endsWith('/');
  if (!onlyHost || !isPlainHost(url.hostname)) return null;
  // A wildcard is for names: `*.0.1` must not match the address 127.0.0.1.
  if (wildcard && (literalAddress(url.hostname) !== null || !url.hostname.includes('.'))) {
    return null;
  }
  return { host: url.hostname, port: url.port, wildcard, named: named && !wildcard };
}

/**
 * The allow-list from PUSH_SERVICE_HOSTS (comma-separated; it replaces the defaults), or the
 * defaults when unset. Null when an entry is not a host name, `host:port` or `*.domain`.
 */
export function parsePushServiceHosts(value: string | undefined): PushServiceHost[] | null {
  const named = value !== undefined;
  const entries = (value ?? DEFAULT_PUSH_SERVICE_HOSTS.join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  const hosts = entries.map((entry) => parseEntry(entry, named));
  return hosts.every((host) => host !== null) ? hosts : null;
}

/** The allow-list entry an endpoint is on: https, a matching host and the same port; or null. */
export function findPushService(
  endpoint: string,
  hosts: PushServiceHost[],
): PushServiceHost | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !isPlainHost(url.hostname)) return null;
  const isName = literalAddress(url.hostname) === null;
  return (
    hosts.find(
      (entry) =>
        entry.port === url.port &&
        (entry.wildcard
          ? isName && url.hostname.endsWith(`.${entry.host}`)
          : url.hostname === entry.host),
    ) ?? null
  );
}
