import { describe, expect, it } from 'vitest';
import { findPushService, parsePushServiceHosts, type PushServiceHost } from './service-hosts';

const defaults = parsePushServiceHosts(undefined)!;
const allowed = (endpoint: string, hosts: PushServiceHost[] = defaults) =>
  findPushService(endpoint, hosts) !== null;

describe('the push services allowed by default', () => {
  it('are those of today’s browsers, on the https port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMejXQn',
      'https://api.push.apple.com/3/device/x',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(true);
    }
  });

  it('refuses other hosts, other ports, http and hosts that only look alike', () => {
    for (const endpoint of [
      'https://push.example/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'https://push.apple.com/x',
      'https://notify.windows.com/x',
      'https://evilpush.apple.com/x',
      // A trailing dot names the same host in DNS, but no browser writes it: refused.
      'https://fcm.googleapis.com./x',
      // Node's legacy URL parser (web-push's) reads the host of these as 127.0.0.1.
      'https://127.0.0.1;.push.apple.com/x',
      "https://127.0.0.1'.push.apple.com/x",
      'not a url',
    ]) {
      expect(allowed(endpoint), endpoint).toBe(false);
    }
  });

  it('reads host names as URLs do: case and the default port do not matter', () => {
    expect(allowed('https://FCM.googleapis.com:443/fcm/send/x')).toBe(true);
  });

  it('vouches for none of them: each must resolve to a public address', () => {
    expect(defaults.every((entry) => !entry.named)).toBe(true);
  });
});

describe('PUSH_SERVICE_HOSTS', () => {
  it('replaces the defaults with its hosts, each on its port or 443', () => {
    const hosts = parsePushServiceHosts(' 127.0.0.1:8443 , push.example,[::1]:9000')!;
    expect(allowed('https://127.0.0.1:8443/push/1', hosts)).toBe(true);
    expect(allowed('https://push.example/push/1', hosts)).toBe(true);
    expect(allowed('https://[::1]:9000/push/1', hosts)).toBe(true);
    expect(allowed('https://127.0.0.1/push/1', hosts)).toBe(false);
    expect(allowed('https://127.0.0.1:8444/push/1', hosts)).toBe(false);
    expect(allowed('https://push.example:8443/push/1', hosts)).toBe(false);
    expect(allowed('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(false);
  });

  it('vouches for the hosts it names exactly, not for those a wildcard matches', () => {
    const hosts = parsePushServiceHosts('relay.internal:8443,*.push.example')!;
    expect(findPushService('https://relay.internal:8443/x', hosts)?.named).toBe(true);
    expect(findPushService('https://eu.push.example/x', hosts)?.named).toBe(false);
    expect(findPushService('https://a.b.push.example/x', hosts)?.named).toBe(false);
    expect(allowed('https://push.example/x', hosts)).toBe(false);
  });

  it('matches no address with a wildcard', () => {
    expect(parsePushServiceHosts('*.0.1')).toBeNull();
    expect(parsePushServiceHosts('*.[::1]')).toBeNull();
  });

  it('refuses entries that are not a host, host:port or *.domain', () => {
    for (const value of [
      ',',
      'https://push.example',
      'push.example/path',
      'user@push.example',
      'push.example:99999',
      '*',
      '*.com',
      'push.*.example',
      'a;b.example',
      'push.example?x',
    ]) {
      expect(parsePushServiceHosts(value), value).toBeNull();
    }
  });
});
