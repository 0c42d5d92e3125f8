import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from '@/server/auth/credentials';
import { matchesIfNoneMatch } from './etag';
import type { PreparedBody } from './prepared-body';
import type { ResponseCache } from './response-cache';
import { PER_RESPONSE, repeatableHeaders } from './repeated-headers';
import { preferredEncoding } from './send-body';

type Encoding = 'br' | 'gzip' | 'identity';

type HotAnswer = {
  /** The response cache's key, and the body it held when this answer was recorded. */
  key: string;
  body: PreparedBody;
  /** What the framework sent with the body, per encoding, once it has sent that encoding. */
  headers: Partial<Record<Encoding, OutgoingHttpHeaders>>;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a route answering from the response cache: the answer HotAnswers may repeat. */
    hotAnswer: { key: string; body: PreparedBody } | null;
  }
}

/** Headers node:http writes itself for each response. */
const NOT_REPEATED = new Set<string>(PER_RESPONSE);
/** Distinct request URLs remembered; the response cache holds at most 500 bodies. */
const MAX_URLS = 2000;

/**
 * The response cache's answers repeated straight from node:http, before the framework runs
 * (docs/decisions/031-hot-answers.md): for a request URL the framework has answered from the
 * cache, the same body with the same headers the framework sent, while the cache still holds that
 * body. Anything else (another method, a cleared or expired body, an encoding not sent yet, a
 * request with a body, a request that may be someone's, whose feed leaves out whom they blocked)
 * goes to the framework as usual.
 */
export class HotAnswers {
  private readonly byUrl = new Map<string, HotAnswer>();

  constructor(private readonly cache: ResponseCache) {}

  /** Answers the request when it can; false when the framework must. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !request.url) return false;
    // Only the framework can tell whose it is and what they blocked (decision 034).
    if (carriesCredentials(request.headers)) return false;
    const answer = this.byUrl.get(request.url);
    if (!answer) return false;
    if (this.cache.peek(answer.key) !== answer.body) {
      this.byUrl.delete(request.url);
      return false;
    }
    if (request.headers['content-length'] || request.headers['transfer-encoding']) return false;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const headers = answer.headers[encoding];
    if (!headers) return false;
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.body.etag)) {
      // As revalidateEveryTime answers it: no body, so no encoding of one.
      const { 'content-encoding': _encoding, ...unchanged } = headers;
      response.writeHead(304, unchanged).end();
      return true;
    }
    const bytes = answer.body[encoding];
    response.writeHead(200, { ...headers, 'content-length': bytes.length }).end(bytes);
    return true;
  }

  /**
   * onResponse hook of a route that answers from the response cache: remembers the headers a
   * full answer was sent with, for its URL and encoding.
   */
  readonly record = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    // A callback, not an async function: it runs after every feed answer.
    this.remember(request, reply);
    done();
  };

  private remember(request: FastifyRequest, reply: FastifyReply): void {
    const hot = request.hotAnswer;
    if (!hot || request.method !== 'GET' || reply.statusCode !== 200) return;
    const headers = repeatableHeaders(reply, NOT_REPEATED);
    const encoding = (headers['content-encoding'] as Encoding | undefined) ?? 'identity';
    let answer = this.byUrl.get(request.url);
    if (!answer || answer.body !== hot.body) {
      if (this.byUrl.size >= MAX_URLS) this.byUrl.clear();
      answer = { key: hot.key, body: hot.body, headers: {} };
      this.byUrl.set(request.url, answer);
    }
    answer.headers[encoding] = headers;
  }
}
