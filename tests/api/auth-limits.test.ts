import { describe, expect, it } from 'vitest';
import { uniqueToken } from '../factories';
import { createAccount, freshAddress, outbox } from './auth-helpers';
import { useTestApp } from './test-app';

// The load balancer of these tests: the one peer allowed to name the client in X-Forwarded-For.
const PROXY = '10.0.0.5';
const ctx = useTestApp(() => ({ TRUST_PROXY: PROXY }));

describe('client addresses behind a trusted proxy', () => {
  it('reads the client address behind a proxy in a private network, and only the entry it added', async () => {
    // The load balancer appends the address it saw; what the client wrote before
    // that is its own invention and changes nothing.
    const client = freshAddress();
    const viaProxy = (spoofedEntry: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${spoofedEntry}, ${client}` },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await viaProxy(`203.0.113.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    expect((await viaProxy('203.0.113.99')).statusCode).toBe(429);
    // Someone else behind the same proxy is not held back.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(other.statusCode).toBe(401);
  });
});

/** A request from `client`, as the load balancer passes it on. */
function from(client: string) {
  return { remoteAddress: PROXY, headers: { 'x-forwarded-for': client } };
}

function signInFrom(client: string, email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    ...from(client),
  });
}

const TOO_MANY = { message: 'Too many attempts. Please wait a minute and try again.' };

describe('sign-in limits', () => {
  it('lets the owner in from their address while someone guesses from another', async () => {
    const account = await createAccount(ctx.app);
    const attacker = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signInFrom(attacker, account.email, 'wrong password');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await signInFrom(attacker, account.email, 'wrong password');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    // The same address is refused even with the right password…
    expect((await signInFrom(attacker, account.email, account.password)).statusCode).toBe(429);
    // …and the owner, elsewhere, gets in.
    const owner = await signInFrom(freshAddress(), account.email, account.password);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('still caps one account at 50 attempts a minute across every address', async () => {
    const account = await createAccount(ctx.app); // its own sign-in is attempt 1
    for (let attempt = 2; attempt <= 50; attempt += 1) {
      const response = await signInFrom(freshAddress(), account.email, 'wrong password');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const next = await signInFrom(freshAddress(), account.email, account.password);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual(TOO_MANY);
    expect(next.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('account e-mail limits', () => {
  it('sends at most 5 account e-mails a minute to one address, whatever the client address', async () => {
    const account = await createAccount(ctx.app); // its sign-up mail is the 1st
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
        ...from(freshAddress()),
      });
    for (let request = 2; request <= 5; request += 1) {
      expect((await forgot()).statusCode, `request ${request}`).toBe(200);
    }
    const sixth = await forgot();
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
    const resets = (await outbox(ctx.app)).filter(
      (m) => m.to === account.email && /Reset/.test(m.subject),
    );
    expect(resets).toHaveLength(4);
  });

  it('sends at most 10 account e-mails an hour for one client address, across accounts and kinds', async () => {
    const client = freshAddress();
    const ask = (url: string, payload: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url, payload, ...from(client) });
    const email = () => `mailer${uniqueToken()}@example.com`;
    const password = 'correct horse battery';
    // Sign-ups, new verification links and password resets share the allowance; Better Auth's own
    // limit of 5 a minute per address for each kind is not reached.
    for (let n = 1; n <= 4; n += 1) {
      expect((await ask('/api/auth/signup', { email: email(), password })).statusCode).toBe(200);
    }
    for (let n = 1; n <= 3; n += 1) {
      expect((await ask('/api/auth/resend-verification', { email: email() })).statusCode).toBe(200);
      expect((await ask('/api/auth/forgot-password', { email: email() })).statusCode).toBe(200);
    }
    for (const [url, payload] of [
      ['/api/auth/signup', { email: email(), password }],
      ['/api/auth/resend-verification', { email: email() }],
      ['/api/auth/forgot-password', { email: email() }],
    ] as const) {
      const refused = await ask(url, payload);
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json().message).toMatch(
        /^You are asking for account e-mails too quickly\. Please wait (59|60) minutes and try again\.$/,
      );
    }
    // Another address is not held back.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: email() },
      ...from(freshAddress()),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
