import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './test-app';

const ctx = useTestApp();

type Operation = { responses: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Refusals anywhere under /api: unknown paths, methods a path does not take, bad links. */
const refusals = [
  ['GET', '/api/nothing-here'],
  ['DELETE', '/api/listings'],
  ['PATCH', '/api/health'],
  ['GET', '/api/identity'],
  ['GET', '/api/identity/nothing-here'],
  ['POST', '/api/identity/update-user'],
  // A served route's path that resolves to another address once dot segments are read.
  ['GET', '/api/identity/reset-password/%2e%2e'],
  // Better Auth's endpoints with a method they do not take: its own answer is an empty 404.
  ['GET', '/api/identity/sign-out'],
  ['POST', '/api/identity/verify-email'],
  ['GET', '/api/identity/sign-in/social'],
  ['POST', '/api/identity/reset-password/some-token'],
  // Better Auth's own refusals: `{ code, message }`, or no body at all.
  ['GET', '/api/identity/verify-email?token=not-a-token'],
  ['GET', '/api/identity/verify-email'],
  ['POST', '/api/identity/sign-in/social'],
] as const;

describe('refusals under /api', () => {
  it.each(refusals)('%s %s answers { message } JSON', async (method, url) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { origin: 'http://localhost:3000' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body: unknown = response.json();
    expect(body).toEqual({ message: expect.any(String) });
    expect((body as { message: string }).message.length).toBeGreaterThan(0);
  });
});

describe("Better Auth's error page", () => {
  it('sends the browser on to the sign-in page with the code, as the description says', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/error?error=state_mismatch',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?error=state_mismatch');
    expect(response.headers['content-type'] ?? '').not.toMatch(/html/);

    const description = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = description.json<OpenApiDocument>();
    expect(Object.keys(paths['/api/identity/error']!)).toEqual(['get']);
    expect(Object.keys(paths['/api/identity/error']!.get!.responses)).toContain('302');
  });

  it('is where a broken Discord round trip lands: the sign-in page, not an HTML page', async () => {
    // No OAuth state: Better Auth cannot know where the browser came from (and logs it).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/identity/callback/discord?code=c0de&state=unknown',
    });
    logged.mockRestore();
    expect(response.statusCode).toBe(302);
    expect(String(response.headers.location)).toMatch(/^\/login\?error=/);
  });
});

describe('the description of the identity endpoints', () => {
  it('lists each with the one method it takes', async () => {
    const description = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const { paths } = description.json<OpenApiDocument>();
    const identity = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/identity'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(identity.sort()).toEqual([
      'get /api/identity/callback/{providerId}',
      'get /api/identity/error',
      'get /api/identity/reset-password/{token}',
      'get /api/identity/verify-email',
      'post /api/identity/sign-in/social',
      'post /api/identity/sign-out',
    ]);
  });
});
