import { accountHeader } from './account-header';
import { reportUnauthorized } from './unauthorized';
import { isOffline } from './use-online';

/**
 * The one way the client talks to the API (docs/product.md, API and Error catalogue). Cookies carry
 * the session, so no bearer header is needed; a non-OK response fails with "status: text" and keeps
 * the server's `{ message }` for display. A 401 also ends the session on the client (see
 * unauthorized.ts).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's `{ message }`, when the body had one. */
    readonly serverMessage: string | null,
    /** The server's `code` beside it, for the refusals a screen tells apart (ACCOUNT_ERROR_CODES). */
    readonly serverCode: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type RequestOptions = {
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data; the browser sets the content type and boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * A 401 here is an answer, not an expired session: the start-up "who am I" check and a wrong
   * password. Every other 401 logs the person out (docs/product.md, Error catalogue).
   */
  expectUnauthorized?: boolean;
};

/** One string field of a JSON error body, if the body is JSON with it. */
function readErrorField(text: string, field: 'message' | 'code'): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && field in body) {
      const value = (body as Record<string, unknown>)[field];
      if (typeof value === 'string') return value;
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): there is no server message to show.
  }
  return null;
}

/** The `{ message }` of an error body, if it is JSON with one (also used by XHR uploads). */
export function readServerMessage(text: string): string | null {
  return readErrorField(text, 'message');
}

/**
 * How requests leave: the browser's fetch, or, when the server draws a page ahead of the browser
 * (src/client/first-screen.tsx), its own API answering in-process.
 */
let send: typeof fetch = (input, init) => fetch(input, init);
export function sendRequestsWith(transport: typeof fetch): void {
  send = transport;
}

export async function request<T>(
  method: string,
  url: string,
  { json, form, signal, expectUnauthorized = false }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(method === 'GET' ? accountHeader() : {}),
  };
  let body: BodyInit | undefined;
  if (form) {
    body = form;
  } else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  const response = await send(url, { method, headers, body, signal, credentials: 'include' });
  if (!response.ok) {
    if (response.status === 401 && !expectUnauthorized) reportUnauthorized();
    const text = await response.text().catch(() => '');
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      readServerMessage(text),
      readErrorField(text, 'code'),
    );
  }
  const isJson = response.headers.get('Content-Type')?.includes('application/json');
  return (isJson ? await response.json() : {}) as T;
}

export function apiGet<T>(url: string, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', url, { signal });
}

/** A path with its query string, leaving out empty parameters. */
export function withQuery(
  path: string,
  params: Record<string, string | number | null | undefined>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** What to tell a person about a failure: the server's own words, else the message without its status prefix. */
/** docs/product.md, Installable app: what a request that could not leave the browser says. */
export const OFFLINE_MESSAGE = "You're offline. Reconnect and try again.";

/**
 * A request that never got an answer: fetch rejects with a TypeError only when the network (or
 * the server's address) cannot be reached, never for an HTTP status.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  // fetch's own failure ("Failed to fetch") when the browser knows why.
  if (isNetworkFailure(error) && isOffline()) return OFFLINE_MESSAGE;
  if (error instanceof Error) return error.message.replace(/^\d{3}:\s*/, '').replace(/^"|"$/g, '');
  return 'Something went wrong. Please try again.';
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
