import ipaddr from 'ipaddr.js';

/** The well-known NAT64 prefix (RFC 6052): the last 32 bits are the IPv4 address reached. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * Whether an address is on the public internet, where push services are (decision 049): not
 * loopback, private, link-local, unique-local, unspecified, carrier-grade NAT, multicast,
 * broadcast or reserved. ipaddr.js names the ranges; only its `unicast` (none of the special
 * ranges) counts. An IPv4 address carried in IPv6 (::ffff:127.0.0.1, or 64:ff9b::7f00:1 through a
 * NAT64 gateway) is judged as that IPv4 address. Anything unreadable is not public.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return false;
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
    if (v6.match(NAT64)) {
      const [high = 0, low = 0] = v6.parts.slice(6);
      return isPublicAddress(
        new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]).toString(),
      );
    }
  }
  return parsed.range() === 'unicast';
}
