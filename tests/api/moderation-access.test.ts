import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODERATOR_NOTE_MAX } from '@/shared/schemas/safety';
import { NOTE_REQUIRED, SUSPEND_PAST } from '@/shared/schemas/moderation';
import { createAccount } from './auth-helpers';
import { adminAccount, moderationCalls, type Account } from './moderation-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();
const { call } = moderationCalls(ctx);
let admin: Account;
let member: Account;

beforeAll(async () => {
  [admin, member] = await Promise.all([adminAccount(ctx), createAccount(ctx.app)]);
});

const reason = { reason: 'Breaks the rules' };
/** Every /api/admin route, with a body it would accept. */
const ADMIN_ROUTES: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: object][] = [
  ['GET', '/api/admin/reports'],
  ['POST', '/api/admin/reports/dismiss', { targetType: 'user', targetId: 'x', note: 'Fine' }],
  ['DELETE', `/api/admin/listings/${randomUUID()}`, reason],
  ['DELETE', `/api/admin/wtb/${randomUUID()}`, reason],
  ['DELETE', '/api/admin/messages/1', reason],
  ['POST', '/api/admin/users/somebody/suspend', { until: null, ...reason }],
  ['POST', '/api/admin/users/somebody/unsuspend', reason],
  ['GET', '/api/admin/audit'],
];

describe('the admin API', () => {
  it('covers every /api/admin route the API describes', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const described = Object.entries(document.paths as Record<string, object>)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(described).toHaveLength(ADMIN_ROUTES.length);
  });

  it.each(ADMIN_ROUTES)(
    '%s %s refuses visitors (401) and members (403)',
    async (method, url, body) => {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      const refused = await call(method, url, member, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only admins can do this' });
    },
  );
});

describe('bad input', () => {
  it('needs a note to dismiss, of at most the limit', async () => {
    const target = { targetType: 'user', targetId: member.user.id };
    const missing = await call('POST', '/api/admin/reports/dismiss', admin, target);
    expect(missing.statusCode).toBe(400);
    const blank = await call('POST', '/api/admin/reports/dismiss', admin, { ...target, note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(NOTE_REQUIRED);
    const long = { ...target, note: 'x'.repeat(MODERATOR_NOTE_MAX + 1) };
    expect((await call('POST', '/api/admin/reports/dismiss', admin, long)).statusCode).toBe(400);
  });

  it('refuses a suspension that ends in the past, or without a reason', async () => {
    const url = `/api/admin/users/${member.user.username}/suspend`;
    const past = await call('POST', url, admin, { until: '2020-01-01T00:00:00Z', ...reason });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ message: SUSPEND_PAST });
    expect((await call('POST', url, admin, { until: null })).statusCode).toBe(400);
    expect((await call('POST', url, admin, { until: 'soon', ...reason })).statusCode).toBe(400);
  });

  it('answers 404 for what does not exist', async () => {
    const nothing = { targetType: 'listing', targetId: randomUUID(), note: 'Nothing there' };
    expect((await call('POST', '/api/admin/reports/dismiss', admin, nothing)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/wtb/${randomUUID()}`, admin, reason)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/admin/messages/999999', admin, reason)).statusCode).toBe(
      404,
    );
    const suspend = { until: null, ...reason };
    expect(
      (await call('POST', '/api/admin/users/nobody0/suspend', admin, suspend)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/reports?cursor=oops', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/audit?cursor=oops', admin)).statusCode).toBe(400);
  });
});
