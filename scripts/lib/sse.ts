/**
 * Reading Server-Sent Events off a byte stream, for the bench and the API tests' client of
 * GET /api/live (browsers use EventSource).
 */
export type SseEvent = { id: string | null; type: string; data: string };

/**
 * Feeds text to a reader that calls `onEvent` for each complete event; comments (the
 * heartbeats) and events without data are skipped, as EventSource skips them.
 */
export function sseReader(onEvent: (event: SseEvent) => void): (text: string) => void {
  let buffer = '';
  return (text) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const event = parseFrame(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (event) onEvent(event);
    }
  };
}

function parseFrame(frame: string): SseEvent | null {
  let id: string | null = null;
  let type = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':') || line === '') continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
  }
  return data.length === 0 ? null : { id, type, data: data.join('\n') };
}
