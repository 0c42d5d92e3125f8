import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from './public-address';

export type HostAddress = { address: string; family: number };

/** How a push service's host name becomes addresses: DNS, or (tests) names of their own. */
export type ResolveHost = (hostname: string) => Promise<HostAddress[]>;

export const resolveWithDns: ResolveHost = (hostname) =>
  dns.promises.lookup(hostname, { all: true });

/** A push service's host is, or resolved to, an address off the public internet (decision 049). */
export class PrivatePushAddress extends Error {
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`The push service ${hostname} is at ${address}, which is not a public address`);
  }
}

/**
 * The `lookup` of the agent that sends to push services not named in PUSH_SERVICE_HOSTS: it
 * resolves the name once, refuses when any address is not public (a name that answers both is
 * not a push service), and hands the checked addresses to the socket, which connects to one of
 * them without asking DNS again. So a name that changes its answer between a check and the
 * connection (DNS rebinding) gains nothing.
 */
export function checkedLookup(resolve: ResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname).then(
      (all) => {
        const addresses =
          family === 4 || family === 6 ? all.filter((a) => a.family === family) : all;
        const refused = addresses.find((a) => !isPublicAddress(a.address));
        const first = addresses[0];
        if (refused) callback(new PrivatePushAddress(hostname, refused.address), '');
        else if (!first) callback(notFound(hostname), '');
        // Node asks for every address when it tries IPv6 and IPv4 in turn (autoSelectFamily).
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/**
 * Sockets skip `lookup` for a host that is an address already; the sender checks it with this
 * before it connects.
 */
export function checkLiteralAddress(hostname: string, address: string): void {
  if (!isPublicAddress(address)) throw new PrivatePushAddress(hostname, address);
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
    code: 'ENOTFOUND',
    hostname,
  });
}
