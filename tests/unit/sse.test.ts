import { describe, expect, it } from 'vitest';
import { sseReader, type SseEvent } from '../../scripts/lib/sse';

describe('sseReader', () => {
  it('reads events split anywhere across chunks, with ids, types and multi-line data', () => {
    const events: SseEvent[] = [];
    const read = sseReader((event) => events.push(event));
    const stream =
      ': heartbeat\n\nevent: ready\ndata: {}\n\nid: 7\nevent: message\ndata: {"a":\ndata: 1}\n\ndata: plain\n\n';
    for (let i = 0; i < stream.length; i += 5) read(stream.slice(i, i + 5));
    expect(events).toEqual([
      { id: null, type: 'ready', data: '{}' },
      { id: '7', type: 'message', data: '{"a":\n1}' },
      { id: null, type: 'message', data: 'plain' },
    ]);
  });

  it('waits for the blank line that ends an event', () => {
    const events: SseEvent[] = [];
    const read = sseReader((event) => events.push(event));
    read('event: message\ndata: x\n');
    expect(events).toEqual([]);
    read('\n');
    expect(events).toHaveLength(1);
  });
});
