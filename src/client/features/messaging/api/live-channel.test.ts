import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation, message } from '@/client/features/messaging/test-data';
import { openLiveChannel, type LiveChannelEvent } from './live-channel';

class FakeSource {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.readyState = 1;
    this.listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
}

describe('openLiveChannel', () => {
  let sources: FakeSource[];
  let events: LiveChannelEvent[];
  let close: () => void;
  let gaveUp: number;

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    events = [];
    gaveUp = 0;
    close = openLiveChannel({
      onGaveUp: () => (gaveUp += 1),
      onEvent: (event) => events.push(event),
      createSource: (url) => {
        const source = new FakeSource(url);
        sources.push(source);
        return source as unknown as EventSource;
      },
      backoff: (attempt) => attempt * 1000,
    });
  });
  afterEach(() => {
    close();
    vi.useRealTimers();
  });

  it('passes the events on with their names', () => {
    sources[0]!.emit('ready', { lastMessageId: 3, resumed: false });
    sources[0]!.emit('message', { message: message({ id: 4 }), conversation: conversation() });
    sources[0]!.emit('read', { conversationId: 'c1', lastReadMessageId: 4 });
    expect(events.map((event) => event.type)).toEqual(['ready', 'message', 'read']);
    expect(events[0]).toMatchObject({ lastMessageId: 3, resumed: false, reconnected: false });
    expect(sources[0]!.url).toBe('/api/live');
  });

  it('leaves a merely interrupted stream to the browser', () => {
    sources[0]!.fail(0);
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(gaveUp).toBe(0);
  });

  it('opens a new stream after a pause, from the last message seen, when the browser gave up', () => {
    sources[0]!.emit('ready', { lastMessageId: 3, resumed: false });
    sources[0]!.emit('message', { message: message({ id: 9 }), conversation: conversation() });
    sources[0]!.fail(2);
    expect(sources[0]!.closed).toBe(true);
    // The caller is told, so it can check whether the session ended.
    expect(gaveUp).toBe(1);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources[1]!.url).toBe('/api/live?after=9');

    // Failing again waits longer; a stream that gets going resets the pause.
    sources[1]!.fail(2);
    vi.advanceTimersByTime(1999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sources[2]!.emit('ready', { lastMessageId: 9, resumed: true });
    expect(events.at(-1)).toMatchObject({ type: 'ready', resumed: true, reconnected: true });
    sources[2]!.fail(2);
    vi.advanceTimersByTime(1000);
    expect(sources).toHaveLength(4);
  });

  it('stops for good when closed', () => {
    sources[0]!.fail(2);
    close();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });

  it('ignores a malformed event', () => {
    sources[0]!.readyState = 1;
    (sources[0] as unknown as { listeners: Map<string, (e: MessageEvent) => void> }).listeners.get(
      'message',
    )!(new MessageEvent('message', { data: '{oops' }));
    expect(events).toEqual([]);
  });
});
