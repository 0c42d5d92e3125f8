import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** A half-open TCP connection stops delivery without an error: it is pinged this often. */
const PING_MS = 25_000;

export type NotifyHandlers = {
  /** A notice on the channel (its payload), in commit order. */
  onNotice(payload: string): void;
  /** Listening (at start and after every reconnect): notices sent meanwhile were lost. */
  onListening(): void;
  /** The connection dropped: notices are lost until onListening again. */
  onLost(): void;
};

/**
 * One dedicated PostgreSQL connection that LISTENs on one channel and reconnects, with backoff,
 * whenever it drops. `name` becomes the connection's application_name (seen in pg_stat_activity).
 */
export class NotifyListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private attempt = 0;
  private ping: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly channel: string,
    private readonly name: string,
    private readonly handlers: NotifyHandlers,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.connect();
    this.ping = setInterval(() => {
      const client = this.client;
      client?.query('select 1').catch((error: Error) => client.emit('error', error));
    }, PING_MS);
    this.ping.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      ...this.db.$client.options,
      keepAlive: true,
      application_name: this.name,
    });
    client.on('notification', (notice) => {
      if (notice.channel === this.channel) this.handlers.onNotice(notice.payload ?? '');
    });
    const dropped = (error?: Error) => {
      if (this.client !== client || this.stopped) return;
      this.client = null;
      this.handlers.onLost();
      this.log.warn({ err: error }, `Lost the LISTEN connection on ${this.channel}; reconnecting`);
      client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.attempt = 0;
    this.handlers.onListening();
  }

  private reconnectLater(): void {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.attempt += 1;
    setTimeout(() => {
      if (this.stopped) return;
      this.connect().catch(() => this.reconnectLater());
    }, delay).unref();
  }
}
