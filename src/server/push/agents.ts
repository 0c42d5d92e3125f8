import https from 'node:https';
import { checkedLookup, resolveWithDns, type ResolveHost } from './checked-lookup';

/** How alerts reach push services; tests trust their own service's certificate and name hosts. */
export type PushTransport = { ca?: string | Buffer; resolve?: ResolveHost };

/**
 * The two connection pools alerts are sent through (decision 049). `checked` connects only to
 * public addresses; `named` is for the hosts PUSH_SERVICE_HOSTS names exactly, which the
 * operator vouches for wherever they resolve. Connections are kept open between alerts.
 */
export type PushAgents = { checked: https.Agent; named: https.Agent };

export function createPushAgents({ ca, resolve = resolveWithDns }: PushTransport = {}): PushAgents {
  const tls = ca ? { ca } : {};
  return {
    checked: new https.Agent({ keepAlive: true, ...tls, lookup: checkedLookup(resolve) }),
    named: new https.Agent({ keepAlive: true, ...tls }),
  };
}
