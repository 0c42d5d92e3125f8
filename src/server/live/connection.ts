import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@/shared/schemas/chat';

/** A client that stops reading gets dropped once this much is waiting; it resumes on reconnect. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/**
 * How long a browser waits before reconnecting a stream closed for a newer one of the same user:
 * long, so that a user with more tabs than the cap does not have them take turns every few seconds.
 */
const SUPERSEDED_RETRY_MS = 5 * 60 * 1000;

/**
 * One browser tab's Server-Sent Events stream. While `catchingUp`, live events wait in `pending`
 * so they go out after the replay, in id order, each message exactly once.
 */
export class LiveConnection {
  /** The id of the newest message this stream has been sent (its SSE resume point). */
  lastMessageId = 0;
  catchingUp = true;
  pending: LiveEvent[] = [];
  closed = false;

  constructor(
    readonly userId: string,
    /** The session the stream was opened with: it closes when that session ends. */
    readonly sessionId: string,
    private readonly response: ServerResponse,
    private readonly onClose: (connection: LiveConnection) => void,
    /** The client's address, for the per-address cap. */
    readonly address = '',
  ) {
    response.on('close', () => this.close());
  }

  /** Sends now, or queues while catching up. Messages already sent are skipped. */
  deliver(event: LiveEvent): void {
    if (this.catchingUp) this.pending.push(event);
    else this.send(event);
  }

  send(event: LiveEvent): void {
    if (this.closed) return;
    let frame = '';
    if (event.type === 'message' && event.message.id > this.lastMessageId) {
      this.lastMessageId = event.message.id;
      frame += `id: ${event.message.id}\n`;
    } else if (event.type === 'message' && !event.message.removed) {
      // Already sent. A moderator's removal of an older message is sent again, without an id
      // (the resume point stays), so the thread shows the removal notice in its place.
      return;
    } else if (event.type === 'ready' || event.type === 'resync') {
      frame += `id: ${this.lastMessageId}\n`;
    }
    const { type, ...data } = event;
    frame += `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    this.write(frame);
  }

  /** Ends the replay: queued live events go out in id order, then everything flows directly. */
  finishCatchUp(): void {
    const queued = this.pending.sort((a, b) => eventOrder(a) - eventOrder(b));
    this.pending = [];
    this.catchingUp = false;
    for (const event of queued) this.send(event);
  }

  heartbeat(): void {
    this.write(': ping\n\n');
  }

  /**
   * Ends the stream because the user opened one too many: a clean end of the response, with a
   * reconnection delay for the browser's EventSource (which reconnects from Last-Event-ID).
   */
  supersede(): void {
    this.write(': closed for a newer stream\n\n');
    this.close(SUPERSEDED_RETRY_MS);
  }

  /** `retryMs`: how long the browser waits before it reconnects (SSE `retry:`), sent first. */
  close(retryMs?: number): void {
    if (this.closed) return;
    if (retryMs !== undefined) this.write(`retry: ${retryMs}\n\n`);
    this.closed = true;
    this.onClose(this);
    this.response.end();
  }

  private write(frame: string): void {
    if (this.closed) return;
    this.response.write(frame);
    // A replay is bounded (MAX_REPLAY messages) and may be larger; live traffic is not.
    if (!this.catchingUp && this.response.writableLength > MAX_BUFFERED_BYTES) this.close();
  }
}

function eventOrder(event: LiveEvent): number {
  return event.type === 'message' ? event.message.id : Number.MAX_SAFE_INTEGER;
}
