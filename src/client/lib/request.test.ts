import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorMessage, OFFLINE_MESSAGE, request, withQuery } from './request';
import { setUnauthorizedHandler } from './unauthorized';

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the JSON body of an OK response', async () => {
    respond(200, '{"ok":true}');
    await expect(request('GET', '/api/health')).resolves.toEqual({ ok: true });
  });

  it('returns an empty object when the response is not JSON', async () => {
    respond(200, 'ok', 'text/plain');
    await expect(request('POST', '/api/x')).resolves.toEqual({});
  });

  it('fails with "status: text" and keeps the server message ', async () => {
    respond(404, '{"message":"Listing not found"}');
    const error = await request('GET', '/api/listings/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Listing not found"}');
    expect((error as ApiError).status).toBe(404);
    expect(errorMessage(error)).toBe('Listing not found');
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 502, statusText: 'Bad Gateway' })),
    );
    const error = await request('GET', '/api/listings').catch((caught: unknown) => caught);
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error)).toBe('Bad Gateway');
  });

  it('sends JSON with cookies', async () => {
    respond(200, '{}');
    await request('POST', '/api/wtb-listings', { json: { title: 'x' } });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/wtb-listings');
    expect(init).toMatchObject({ method: 'POST', body: '{"title":"x"}', credentials: 'include' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('a 401 answer (docs/product.md, Error catalogue)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the client, once per failed call', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    respond(401, '{"message":"Unauthorized"}');
    await expect(request('PATCH', '/api/auth/user', { json: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('is only an answer where the caller expects it (the session check, a wrong password)', async () => {
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    respond(401, '{"message":"Invalid email or password"}');
    await expect(
      request('POST', '/api/auth/signin', { json: {}, expectUnauthorized: true }),
    ).rejects.toMatchObject({ serverMessage: 'Invalid email or password' });
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });
});

describe('withQuery', () => {
  it('leaves out empty parameters and encodes the rest', () => {
    expect(withQuery('/api/listings', { q: '', cursor: null })).toBe('/api/listings');
    expect(withQuery('/api/listings', { q: "Levi's & co", cursor: 'abc' })).toBe(
      '/api/listings?q=Levi%27s+%26+co&cursor=abc',
    );
  });
});

describe('errorMessage offline', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the browser is offline when a request could not leave it', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
  });

  it("keeps the server's words, and fetch's own ones when the browser is online", () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(errorMessage(new ApiError(409, '409: x', 'Listing is sold'))).toBe('Listing is sold');
    vi.stubGlobal('navigator', { onLine: true });
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
