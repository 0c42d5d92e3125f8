import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { uniqueToken } from '../factories';
import { freshAddress, linkFromMail, pathOf, signUp } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
/** Every line the app logged, as it was written. */
const logLines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'info' },
    db: ctx.db,
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => app?.close());

describe('the log', () => {
  it('never records a verification or reset token, while the dev outbox keeps whole links', async () => {
    const email = `logged${uniqueToken()}@example.com`;
    const password = 'correct horse battery';
    expect((await signUp(app, email, password)).statusCode).toBe(200);
    const verifyLink = await linkFromMail(app, email, /Verify/);
    const verifyToken = new URL(verifyLink).searchParams.get('token')!;
    expect((await app.inject({ method: 'GET', url: pathOf(verifyLink) })).statusCode).toBe(302);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: freshAddress(),
    });
    expect(forgot.statusCode).toBe(200);
    const resetLink = await linkFromMail(app, email, /Reset/);
    const resetToken = new URL(resetLink).pathname.split('/').pop()!;
    expect(resetToken.length).toBeGreaterThan(10);
    // Following the link: Better Auth checks the token in the path and redirects to the page
    // with the token in the query, which the browser then loads.
    const landing = await app.inject({ method: 'GET', url: pathOf(resetLink) });
    expect(landing.statusCode).toBe(302);
    const page = String(landing.headers.location);
    expect(page).toContain(resetToken);
    await app.inject({ method: 'GET', url: page });
    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: resetToken, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    const log = logLines.join('');
    // The requests and the mails were logged, just not their secrets.
    expect(log).toContain('/api/identity/reset-password/[redacted]');
    expect(log).toContain(`Mail to ${email}: Reset your Rotation password`);
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(verifyToken);
    expect(resetLink).toContain(resetToken);
  });
});
