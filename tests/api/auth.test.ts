import { describe, expect, it } from 'vitest';
import { authUserSchema, SIGN_UP_SUCCESS } from '@/shared/schemas/user';
import { uniqueToken } from '../factories';
import {
  cookieHeader,
  createAccount,
  freshAddress,
  linkFromMail,
  outbox,
  pathOf,
  signIn,
  signUp,
} from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const password = 'correct horse battery';

describe('sign-up, verification, sign-in, the user, sign-out', () => {
  it('walks the whole account life cycle over HTTP', async () => {
    const email = `Jo.Doe+${uniqueToken()}@Example.com`;
    const signup = await signUp(ctx.app, email, password);
    expect(signup.statusCode, signup.body).toBe(200);
    const { message, username } = signup.json();
    expect(message).toBe(SIGN_UP_SUCCESS);
    // Words and digits, nothing of the address (docs/product.md, Usernames).
    expect(username).toMatch(/^[a-z]+\d{4}$/);
    expect(username).not.toMatch(/jodoe/i);

    // Not verified yet: refused with a clear message, and a new link is sent.
    const early = await signIn(ctx.app, email, password);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Please verify your email before signing in. We have sent you a new verification link.',
    );

    const link = await linkFromMail(ctx.app, email.toLowerCase(), /Verify/);
    expect(link.startsWith('http://localhost:3000/api/identity/verify-email?token=')).toBe(true);
    const verify = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');

    const signin = await signIn(ctx.app, email, password);
    expect(signin.statusCode, signin.body).toBe(200);
    const body = signin.json();
    expect(body.session).toMatchObject({ expires_in: 604800, token_type: 'bearer' });
    expect(body.session.access_token).toEqual(expect.any(String));
    const sessionCookie = signin.cookies.find((c) => c.name.includes('session_token'));
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(authUserSchema.parse(body.user)).toMatchObject({
      email: email.toLowerCase(),
      username,
      isAdmin: false,
      authProvider: 'email',
      usernameLastChanged: null,
      usernameChosen: false,
    });

    const cookie = cookieHeader(signin);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(username);

    const bearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${body.session.access_token}` },
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json().id).toBe(body.user.id);

    const signout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie },
    });
    expect(signout.statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('tells the start-up session check who is signed in, or null, never 401', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const fake = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(fake.json()).toEqual({ user: null });
    const { cookie } = await createAccount(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: me.json() });
    await ctx.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { cookie } });
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie },
    });
    expect(after.json()).toEqual({ user: null });
  });

  it('answers 401 Unauthorized without a session or with a made-up token', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized' });
    const fake = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(fake.statusCode).toBe(401);
  });

  it('validates the sign-up body with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: '', password }, 'Email is required'],
      [{ email: 'not-an-email', password }, 'Please enter a valid email address'],
      [{ email: 'a@example.com', password: 'short' }, 'Password must be at least 8 characters'],
      [
        { email: 'a@example.com', password: 'x'.repeat(129) },
        'Password must be 128 characters or less',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });
});

describe('no e-mail enumeration', () => {
  it('answers sign-up for a registered address exactly like a new one', async () => {
    const account = await createAccount(ctx.app);
    const again = await signUp(ctx.app, account.email, 'another password');
    const fresh = await signUp(ctx.app, `new${uniqueToken()}@example.com`, 'another password');
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.json().message).toBe(fresh.json().message);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    // Nor does the username: the registered address gets one a new account could get now,
    // words and digits like every e-mail sign-up's, never the owner's.
    expect(again.json().username).toMatch(/^[a-z]+\d{4}$/);
    expect(fresh.json().username).toMatch(/^[a-z]+\d{4}$/);
    expect(again.json().username).not.toBe(account.user.username);
    // The owner hears about it instead.
    const mails = await outbox(ctx.app);
    expect(mails.find((m) => m.to === account.email)?.subject).toBe(
      'You already have a Rotation account',
    );
  });

  it('gives the same refusal for a wrong password and an unknown address', async () => {
    const account = await createAccount(ctx.app);
    const wrong = await signIn(ctx.app, account.email, 'wrong password');
    const unknown = await signIn(ctx.app, `nobody${uniqueToken()}@example.com`, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a password reset request the same way for any address', async () => {
    const account = await createAccount(ctx.app);
    const known = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
      remoteAddress: freshAddress(),
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: `ghost${uniqueToken()}@example.com` },
      remoteAddress: freshAddress(),
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('rate limits', () => {
  it('refuses the 6th sign-in attempt in a minute from one address, whatever the account', async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signIn(
        ctx.app,
        `guess${uniqueToken()}@example.com`,
        'wrong password',
        address,
      );
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await signIn(
      ctx.app,
      `guess${uniqueToken()}@example.com`,
      'wrong password',
      address,
    );
    expect(sixth.statusCode).toBe(429);
    // A client cannot pick another address for itself with X-Forwarded-For.
    const spoofed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
      remoteAddress: address,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('trusts no proxy by default: X-Forwarded-For from a private address names nobody', async () => {
    // Behind Docker or a NAT every client can come from a private address; with the default
    // TRUST_PROXY=false the header it writes itself is not an address to count by.
    const sender = '10.0.0.9';
    const attempt = (claimed: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: `guess${uniqueToken()}@example.com`, password: 'wrong password' },
        remoteAddress: sender,
        headers: { 'x-forwarded-for': claimed },
      });
    for (let n = 1; n <= 5; n += 1) {
      expect((await attempt(freshAddress())).statusCode, `attempt ${n}`).toBe(401);
    }
    expect((await attempt(freshAddress())).statusCode).toBe(429);
  });
});

describe('CSRF', () => {
  it('refuses cross-site writes from a browser, on product and identity routes', async () => {
    const account = await createAccount(ctx.app);
    const formPost = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: {
        cookie: account.cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'x=1',
    });
    expect(formPost.statusCode, 'form post').toBe(403);
    expect(formPost.json()).toEqual({ message: 'Cross-site request refused' });
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
      payload: { username: 'hijacked' },
    });
    expect(patch.statusCode, 'patch').toBe(403);
    const identity = await ctx.app.inject({
      method: 'POST',
      url: '/api/identity/sign-out',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(identity.statusCode, identity.body).toBe(403);
    // The session survived all three.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(me.json().username).toBe(account.user.username);
  });

  it('refuses cross-site writes whose path is percent-encoded', async () => {
    // The router decodes `%61` to `a`: these reach /api/auth/signout and Better Auth's sign-out.
    const account = await createAccount(ctx.app);
    for (const url of [
      '/%61pi/auth/signout',
      '/%61%70%69/identity/sign-out',
      '/api/%61uth/signout',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: account.cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'Cross-site request refused' });
    }
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/%61pi/auth/user/profile-image',
      headers: { cookie: account.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(upload.statusCode).toBe(403);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(me.json().username).toBe(account.user.username);
  });

  it('lets the app itself write (same origin)', async () => {
    const account = await createAccount(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: {
        cookie: account.cookie,
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("Better Auth's own API", () => {
  it('serves only what browsers reach directly; the product routes do the rest', async () => {
    const account = await createAccount(ctx.app);
    for (const [url, payload] of [
      ['/api/identity/update-user', { image: 'https://evil.example/me.png', name: 'x' }],
      ['/api/identity/sign-up/email', { email: freshAddress(), password, name: 'x', image: 'x' }],
      ['/api/identity/change-email', { newEmail: freshAddress() }],
      ['/api/identity/delete-user', {}],
      ['/api/identity/verify-email/../update-user', { image: 'https://evil.example/me.png' }],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: account.cookie },
        payload,
      });
      expect(response.statusCode, url).toBe(404);
    }
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(me.json()).toMatchObject({ email: account.user.email, profileImageUrl: null });
  });
});

describe('password reset', () => {
  it('sets a new password from the e-mailed link and ends every other session', async () => {
    const account = await createAccount(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
      remoteAddress: freshAddress(),
    });
    const link = await linkFromMail(ctx.app, account.email, /Reset/);
    const landing = await ctx.app.inject({ method: 'GET', url: pathOf(link) });
    expect(landing.statusCode).toBe(302);
    const target = new URL(String(landing.headers.location), 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toEqual(expect.any(String));

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: account.cookie },
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn(ctx.app, account.email, account.password)).statusCode).toBe(401);
    expect((await signIn(ctx.app, account.email, 'a brand new password')).statusCode).toBe(200);

    const reused = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'yet another password' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
  });
});

describe('/api/login', () => {
  it('redirects to /login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/login' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });
});
