import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address';

describe('isPublicAddress', () => {
  it('takes public unicast addresses, IPv4 and IPv6', () => {
    for (const address of ['142.250.74.106', '17.57.146.20', '2a00:1450:4007:80e::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, unique-local and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the other special ranges: shared, multicast, broadcast, reserved', () => {
    for (const address of ['100.64.0.1', '224.0.0.1', '255.255.255.255', '192.0.2.1', 'ff02::1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('judges an IPv4 address carried in IPv6 as that IPv4 address', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:142.250.74.106')).toBe(true);
    expect(isPublicAddress('64:ff9b::7f00:1')).toBe(false);
    expect(isPublicAddress('64:ff9b::a9fe:a9fe')).toBe(false);
    expect(isPublicAddress('64:ff9b::8efa:4a6a')).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(isPublicAddress('')).toBe(false);
    expect(isPublicAddress('localhost')).toBe(false);
  });
});
