import type { LiveEvent } from '@/shared/schemas/chat';

const EVENT_TYPES = ['ready', 'message', 'read', 'resync', 'notification', 'reputation'] as const;
const MAX_BACKOFF_MS = 30_000;

export type LiveChannelEvent = LiveEvent & {
  /** For `ready`: this is a new connection after an earlier one of this channel. */
  reconnected?: boolean;
};

type SourceLike = Pick<EventSource, 'addEventListener' | 'close' | 'readyState'> & {
  onerror: ((event: Event) => void) | null;
};

type LiveChannelOptions = {
  onEvent: (event: LiveChannelEvent) => void;
  /** For tests: how to open the stream. */
  createSource?: (url: string) => SourceLike;
  /** For tests: the delay before the nth reconnection (n from 1). */
  backoff?: (attempt: number) => number;
  /**
   * Called when the browser gave up on the stream. EventSource never says why, and an ended
   * session is one reason: the caller can check, and sign the tab out instead of retrying.
   */
  onGaveUp?: () => void;
};

const CLOSED = 2;

function defaultBackoff(attempt: number): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (attempt - 1));
  return base / 2 + Math.random() * (base / 2);
}

/**
 * GET /api/live, the signed-in user's Server-Sent Events. While the stream is merely interrupted
 * the browser reconnects by itself, with Last-Event-ID, and the server replays what was missed.
 * When the browser gives up (the stream answered 401 or 5xx, or is gone), a new stream is opened
 * here after a growing pause, from `?after=` the last message seen. Returns the closer.
 */
export function openLiveChannel({
  onEvent,
  createSource = (url) => new EventSource(url),
  backoff = defaultBackoff,
  onGaveUp,
}: LiveChannelOptions): () => void {
  let source: SourceLike | null = null;
  let lastMessageId: number | null = null;
  let connections = 0;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  function seen(id: number | undefined) {
    if (typeof id === 'number' && (lastMessageId === null || id > lastMessageId))
      lastMessageId = id;
  }

  function handle(type: (typeof EVENT_TYPES)[number], raw: string, connection: number) {
    let data: Record<string, unknown>;
    try {
      data = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return;
    }
    const event = { ...data, type } as LiveChannelEvent;
    if (event.type === 'ready') {
      failures = 0;
      seen(event.lastMessageId);
      event.reconnected = connection > 1;
    } else if (event.type === 'message') {
      seen(event.message?.id);
    }
    onEvent(event);
  }

  function connect() {
    timer = null;
    if (stopped) return;
    connections += 1;
    const connection = connections;
    const url = lastMessageId === null ? '/api/live' : `/api/live?after=${lastMessageId}`;
    const current = createSource(url);
    source = current;
    for (const type of EVENT_TYPES) {
      current.addEventListener(type, (event) => {
        // The browser's own reconnections are the same stream: only the ready after a new one counts.
        handle(type, (event as MessageEvent<string>).data, connection);
      });
    }
    current.onerror = () => {
      if (current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = null;
      failures += 1;
      onGaveUp?.();
      timer = setTimeout(connect, backoff(failures));
    };
  }

  // Back online: no need to sit out the rest of a pause.
  const onOnline = () => {
    if (timer === null) return;
    clearTimeout(timer);
    connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  connect();
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    source?.close();
    source = null;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  };
}
