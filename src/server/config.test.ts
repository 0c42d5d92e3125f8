import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.uploadsDir).toBe(path.resolve('./data/uploads'));
  });

  it('allows 5 sign-in attempts a minute and 10 account e-mails an hour per address by default', () => {
    expect(loadConfig({})).toMatchObject({ authRateLimit: 5, mailRateLimit: 10 });
    expect(loadConfig({ MAIL_RATE_LIMIT: '3' }).mailRateLimit).toBe(3);
  });

  it('allows 20 new listings, 10 WTB requests and 30 conversations a day per person by default', () => {
    expect(loadConfig({}).quotas).toEqual({
      listingsPerDay: 20,
      wtbPerDay: 10,
      conversationsPerDay: 30,
    });
    const set = loadConfig({
      LISTING_QUOTA_PER_DAY: '2',
      WTB_QUOTA_PER_DAY: '3',
      CONVERSATION_QUOTA_PER_DAY: '4',
    });
    expect(set.quotas).toEqual({ listingsPerDay: 2, wtbPerDay: 3, conversationsPerDay: 4 });
    expect(() => loadConfig({ LISTING_QUOTA_PER_DAY: '0' })).toThrow(
      'LISTING_QUOTA_PER_DAY="0": LISTING_QUOTA_PER_DAY must be a whole number from 1 to 100000',
    );
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5' }).trustProxy).toBe('10.0.0.5');
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, h: number) => boolean;
    expect([hops('10.0.0.5', 0), hops('10.0.0.5', 1)]).toEqual([true, false]);
  });

  it('listens on every interface in production unless HOST says otherwise', () => {
    const production = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      AUTH_SECRET: 's'.repeat(32),
    };
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('refuses to start production without real e-mail and a secret', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(
      'SMTP_URL: production sends real e-mail and needs an smtp:// or smtps:// URL',
    );
    expect(attempt).toThrow('AUTH_SECRET: production needs a secret of at least 32 characters');
  });

  it('needs both Discord credentials or neither', () => {
    expect(() => loadConfig({ DISCORD_CLIENT_ID: 'id' })).toThrow(
      'DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET must be set together',
    );
    expect(loadConfig({}).discord).toBeUndefined();
    expect(
      loadConfig({ DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret' }).discord,
    ).toMatchObject({
      clientId: 'id',
      authorizeUrl: 'https://discord.com/oauth2/authorize',
    });
  });

  it('treats empty values as unset and strips a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({ PORT: '', PUBLIC_URL: 'https://rotation.example/' });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('https://rotation.example');
  });

  it('stops with a sentence naming each bad variable and what is expected', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    const attempt = () =>
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', PUBLIC_URL: 'nope' });
    expect(attempt).toThrow('PORT="70000": PORT must be a port number from 0 to 65535');
    expect(attempt).toThrow(
      'DATABASE_URL="mysql://x": DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(attempt).toThrow('PUBLIC_URL="nope": PUBLIC_URL must be an absolute http(s) URL');
  });

  it('alerts WTB matches unless WTB_MATCHING is off', () => {
    expect(loadConfig({}).wtbMatching).toBe(true);
    expect(loadConfig({ WTB_MATCHING: 'off' }).wtbMatching).toBe(false);
    expect(() => loadConfig({ WTB_MATCHING: 'no' })).toThrow(
      'WTB_MATCHING="no": WTB_MATCHING must be on or off',
    );
  });

  it('allows the browsers’ push services unless PUSH_SERVICE_HOSTS replaces them', () => {
    const hostsOf = (env: Record<string, string>) =>
      loadConfig(env).pushServiceHosts.map(({ host, port, wildcard }) =>
        wildcard ? `*.${host}` : port ? `${host}:${port}` : host,
      );
    expect(hostsOf({})).toEqual([
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'web.push.apple.com',
      '*.push.apple.com',
      '*.notify.windows.com',
    ]);
    expect(hostsOf({ PUSH_SERVICE_HOSTS: '' })).toHaveLength(5);
    expect(hostsOf({ PUSH_SERVICE_HOSTS: '127.0.0.1:8443,*.push.example' })).toEqual([
      '127.0.0.1:8443',
      '*.push.example',
    ]);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example/' })).toThrow(
      'PUSH_SERVICE_HOSTS="https://push.example/": PUSH_SERVICE_HOSTS must be host names separated by commas, each with an optional :port, or *. and a domain for its subdomains',
    );
  });

  it('takes both VAPID keys or neither', () => {
    const publicKey = 'B'.repeat(87);
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({}).vapid).toBeUndefined();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid,
    ).toEqual({ publicKey, privateKey });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: privateKey })).toThrow(
      'VAPID_PUBLIC_KEY="short": VAPID_PUBLIC_KEY must be a base64url P-256 public key',
    );
  });
});
