/**
 * A client of GET /api/live for the API tests: it keeps every event with its SSE id and lets a
 * test wait for the one it expects.
 */
import { afterAll, beforeAll } from 'vitest';
import { sseReader } from '../../scripts/lib/sse';
import type { TestContext } from './test-app';
import { listen } from './upload-client';

export type ReceivedEvent = { id: string | null; type: string; data: unknown; at: number };

export type LiveStream = {
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor: (match: (event: ReceivedEvent) => boolean, timeoutMs?: number) => Promise<ReceivedEvent>;
  /** The SSE id of the last event that carried one (what a browser sends as Last-Event-ID). */
  lastEventId: () => string | null;
  /** Drops the connection from the client side, as a network failure would. */
  close: () => void;
  /**
   * Resolves when the stream has ended, from either side: `finished` when the server ended the
   * response, `broken` when the connection failed or close() dropped it.
   */
  ended: Promise<'finished' | 'broken'>;
};

export async function openLiveStream(
  base: string,
  cookie: string,
  options: { lastEventId?: string | null; headers?: Record<string, string> } = {},
): Promise<LiveStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {
    ...options.headers,
    cookie,
    accept: 'text/event-stream',
  };
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${base}/api/live`, { headers, signal: controller.signal });
  if (response.status !== 200) {
    throw new Error(`GET /api/live answered ${response.status}: ${await response.text()}`);
  }
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let lastId: string | null = options.lastEventId ?? null;

  const read = sseReader(({ id, type, data }) => {
    if (id !== null) lastId = id;
    events.push({ id, type, data: JSON.parse(data), at: performance.now() });
    for (const wake of waiters) wake();
  });

  const ended = (async () => {
    const decoder = new TextDecoder();
    try {
      const reader = response.body!.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return 'finished' as const;
        read(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Aborted by close(), or the server went away: the events so far stay readable.
      return 'broken' as const;
    }
  })();

  const waitFor: LiveStream['waitFor'] = (match, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return false;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching live event within ${timeoutMs} ms`));
      }, timeoutMs);
      if (!check()) waiters.add(check);
    });

  return {
    events,
    waitFor,
    lastEventId: () => lastId,
    close: () => controller.abort(),
    ended,
  };
}

/** The message events' message ids, in the order they arrived. */
export function messageIds(stream: LiveStream): number[] {
  return stream.events
    .filter((event) => event.type === 'message')
    .map((event) => (event.data as { message: { id: number } }).message.id);
}

/**
 * The calling file's app listening on a real port, and a way to open an account's live stream
 * that resolves once the stream is ready; every stream opened is closed after the file's tests.
 */
export function useLiveStreams(ctx: TestContext): (who: { cookie: string }) => Promise<LiveStream> {
  let base = '';
  const open: LiveStream[] = [];
  beforeAll(async () => {
    base = await listen(ctx.app);
  });
  afterAll(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  return async (who) => {
    const live = await openLiveStream(base, who.cookie);
    open.push(live);
    await live.waitFor((event) => event.type === 'ready');
    return live;
  };
}
