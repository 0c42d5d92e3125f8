import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  checkedLookup,
  checkLiteralAddress,
  PrivatePushAddress,
  type HostAddress,
} from './checked-lookup';

/** Runs the lookup as a socket would, against a table of names instead of DNS. */
function lookUp(
  table: Record<string, HostAddress[]>,
  hostname: string,
  options: LookupOptions = {},
): Promise<{ address: string | LookupAddress[]; family?: number }> {
  let resolved = 0;
  const lookup = checkedLookup(async (name) => {
    resolved += 1;
    return table[name] ?? [];
  });
  return new Promise((resolve, reject) =>
    lookup(hostname, options, (error, address, family) => {
      expect(resolved).toBe(1);
      if (error) reject(error);
      else resolve({ address, family });
    }),
  );
}

const v4 = (address: string) => ({ address, family: 4 });
const v6 = (address: string) => ({ address, family: 6 });

describe('the checked lookup of push service hosts', () => {
  it('hands the socket the addresses it checked, one or all as asked', async () => {
    const table = { 'fcm.googleapis.com': [v6('2a00:1450:4007:80e::200a'), v4('142.250.74.106')] };
    expect(await lookUp(table, 'fcm.googleapis.com')).toEqual({
      address: '2a00:1450:4007:80e::200a',
      family: 6,
    });
    expect(await lookUp(table, 'fcm.googleapis.com', { all: true })).toEqual({
      address: table['fcm.googleapis.com'],
    });
    expect(await lookUp(table, 'fcm.googleapis.com', { family: 4 })).toEqual({
      address: '142.250.74.106',
      family: 4,
    });
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const table = {
      'a.push.test': [v4('127.0.0.1')],
      'b.push.test': [v4('142.250.74.106'), v4('10.0.0.7')],
      'c.push.test': [v6('::ffff:127.0.0.1')],
      'd.push.test': [v6('fd00::1')],
    };
    for (const hostname of Object.keys(table)) {
      await expect(lookUp(table, hostname, { all: true }), hostname).rejects.toBeInstanceOf(
        PrivatePushAddress,
      );
    }
    await expect(lookUp(table, 'b.push.test')).rejects.toThrow(
      'The push service b.push.test is at 10.0.0.7, which is not a public address',
    );
  });

  it('says a name with no address of the family asked for is not found', async () => {
    await expect(
      lookUp({ 'x.push.test': [v6('2a00:1450:4007:80e::200a')] }, 'x.push.test', { family: 4 }),
    ).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('checks an address written in the URL itself (sockets do not look those up)', () => {
    expect(() => checkLiteralAddress('127.0.0.1', '127.0.0.1')).toThrow(PrivatePushAddress);
    expect(() => checkLiteralAddress('[::1]', '::1')).toThrow(PrivatePushAddress);
    expect(() => checkLiteralAddress('142.250.74.106', '142.250.74.106')).not.toThrow();
  });
});
