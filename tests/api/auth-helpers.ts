import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { uniqueToken } from '../factories';

export type SentMail = { to: string; subject: string; text: string; links: string[] };

let addressCounter = 0;
/** A client address of its own for each caller, so rate limits of one test never touch another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

export function cookieHeader(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function outbox(app: FastifyInstance): Promise<SentMail[]> {
  const response = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The first link of the newest mail to this address whose subject matches. */
export async function linkFromMail(
  app: FastifyInstance,
  to: string,
  subject: RegExp,
): Promise<string> {
  const mail = (await outbox(app)).find((m) => m.to === to && subject.test(m.subject));
  expect(mail, `no mail "${subject}" to ${to}`).toBeDefined();
  return mail!.links[0]!;
}

export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

export async function signUp(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password },
    remoteAddress,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress = freshAddress(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress,
  });
}

/** A verified account, signed in: its cookie header and bearer token. */
export async function createAccount(
  app: FastifyInstance,
  options: { email?: string; password?: string } = {},
) {
  const email = options.email ?? `member${uniqueToken()}@example.com`;
  const password = options.password ?? 'correct horse battery';
  expect((await signUp(app, email, password)).statusCode).toBe(200);
  const link = await linkFromMail(app, email, /Verify/);
  await app.inject({ method: 'GET', url: pathOf(link) });
  const response = await signIn(app, email, password);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return {
    email,
    password,
    cookie: cookieHeader(response),
    token: body.session.access_token as string,
    user: body.user,
  };
}
