/**
 * A verified, signed-in account made through a running server's HTTP API (sign-up, the dev
 * outbox's verification link, sign-in), for the bench and the multi-process tests. The server
 * must run with NODE_ENV=test or development, which serves the dev outbox.
 */
import { randomUUID } from 'node:crypto';

/** Signs a fresh account up and in; returns its cookie header. */
export async function signedInCookie(base: string): Promise<string> {
  const email = `member-${randomUUID()}@example.com`;
  const password = 'bench password 123';
  const json = { 'content-type': 'application/json' };
  await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = outbox.find((mail) => mail.to === email)?.links[0];
  if (!link) throw new Error('The new account got no verification e-mail');
  const verify = new URL(link);
  await fetch(`${base}${verify.pathname}${verify.search}`, { redirect: 'manual' });
  const signin = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!signin.ok) throw new Error(`The new account could not sign in: ${signin.status}`);
  return signin.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** signedInCookie, plus the account's user id. */
export async function signedInAccount(base: string): Promise<{ cookie: string; userId: string }> {
  const cookie = await signedInCookie(base);
  const response = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/auth/user answered ${response.status}`);
  const user = (await response.json()) as { id: string };
  return { cookie, userId: user.id };
}
