import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from '@/server/auth/credentials';
import { MIN_BYTES as COMPRESSED_FROM, variesByEncoding } from './compress-answers';
import { matchesIfNoneMatch } from './etag';
import { parseQueryString } from './query-string';
import { PER_RESPONSE, repeatableHeaders } from './repeated-headers';

/** A direct read's answer: JSON bytes, and their ETag when the route revalidates. */
export type DirectBody = { bytes: Buffer; etag?: string };

/**
 * A public read answered before the framework: the body for a request's parameters (as the
 * router parses them), or null when the framework must answer (parameters the route refuses, a
 * page the response cache keeps). It runs the route's own schema and service.
 */
export type DirectRead = (query: Record<string, unknown>) => Promise<DirectBody> | null;

type Route = {
  read: DirectRead;
  /** What the framework sent with its last full answer to an anonymous request, per-response headers aside. */
  headers: OutgoingHttpHeaders | null;
};

/** Headers node:http writes for each response, the answer's own ETag, and anything of a session. */
const NOT_REPEATED = new Set<string>([...PER_RESPONSE, 'etag', 'set-cookie']);

/** A request URL's path and query string, split as the router splits them (at the first `?`). */
function splitUrl(url: string): [path: string, query: string] {
  const mark = url.indexOf('?');
  return mark === -1 ? [url, ''] : [url.slice(0, mark), url.slice(mark + 1)];
}

/**
 * Anonymous public reads (the feed pages the response cache does not keep, brand suggestions)
 * answered from node:http with the route's own schema and service, before the framework runs
 * (docs/decisions/046-direct-reads.md): the framework's routing, hooks and reply cost the server
 * a fifth to a quarter of such a request's CPU. Headers are the ones the framework sent with its
 * last full answer on the same route, so a route answers the framework first. Anything else (a signed-in
 * request, another method or path, a refusal, an error, a body the framework would compress)
 * goes to the framework, which answers as usual.
 */
export class DirectReads {
  private readonly routes = new Map<string, Route>();

  /**
   * `enabled` is false when requests are logged (LOG_LEVEL info or lower): the framework logs
   * each one, and only it does.
   */
  constructor(private readonly enabled: boolean) {}

  add(path: string, read: DirectRead): void {
    this.routes.set(path, { read, headers: null });
  }

  /**
   * Takes the request when it can (false: the framework must answer it now). `framework`
   * answers it instead later, when the read fails or makes a body only the framework sends.
   */
  serve(request: IncomingMessage, response: ServerResponse, framework: () => void): boolean {
    if (!this.enabled || request.method !== 'GET' || !request.url) return false;
    const [path, query] = splitUrl(request.url);
    const route = this.routes.get(path);
    const headers = route?.headers;
    if (!route || !headers || carriesCredentials(request.headers)) return false;
    if (request.headers['content-length'] || request.headers['transfer-encoding']) return false;
    const pending = route.read(parseQueryString(query));
    if (!pending) return false;
    pending.then(
      (body) => {
        // The framework compresses such a body for a client that accepts it, unless the route
        // chose its encoding (the feed: Vary: Accept-Encoding).
        if (body.bytes.length >= COMPRESSED_FROM && !variesByEncoding(headers.vary)) {
          return framework();
        }
        answer(request, response, headers, body);
      },
      // The framework answers (or refuses) it again, and logs what went wrong.
      () => framework(),
    );
    return true;
  }

  /** onResponse hook of a direct route: the headers of its full answer to an anonymous request. */
  readonly record = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const route = this.routes.get(splitUrl(request.url)[0]);
    const full = reply.statusCode === 200 && !reply.hasHeader('content-encoding');
    if (route && full && request.method === 'GET' && !carriesCredentials(request.headers)) {
      route.headers = repeatableHeaders(reply, NOT_REPEATED);
    }
    done();
  };
}

/** As the framework answers: 304 with no body for a matching If-None-Match (etag.ts), else 200. */
function answer(
  request: IncomingMessage,
  response: ServerResponse,
  headers: OutgoingHttpHeaders,
  { bytes, etag }: DirectBody,
): void {
  if (etag === undefined) {
    response.writeHead(200, { ...headers, 'content-length': bytes.length }).end(bytes);
  } else if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.writeHead(304, { ...headers, etag }).end();
  } else {
    response.writeHead(200, { ...headers, etag, 'content-length': bytes.length }).end(bytes);
  }
}
