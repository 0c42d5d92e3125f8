import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Conversation } from '@/shared/schemas/chat';
import type { Database } from '@/server/db/client';
import type { LivePresence } from '@/server/push/presence-service';
import * as messaging from '@/server/messaging/service';
import { findNotificationById } from '@/server/notifications/service';
import { LiveConnection } from './connection';
import { LIVE_HEARTBEAT_MS } from './heartbeat';
import { LIVE_CHANNEL, liveNoticeSchema, type LiveNotice } from './notices';
import { liveSessions } from './repository';

/** A client that missed more than this many messages refetches instead of a replay. */
export const MAX_REPLAY = 500;
const SHUTDOWN_RETRY_MS = 1000;
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];
/** Open streams per user on this instance (tabs, devices); a newer one ends the oldest. */
export const MAX_STREAMS_PER_USER = 5;

/**
 * This instance's live channel: the open streams of its signed-in users, fed by PostgreSQL
 * LISTEN/NOTIFY, so a message sent through any instance reaches its recipients on every instance.
 * Notices are handled one at a time, in the order PostgreSQL delivers them (commit order).
 */
export class LiveHub {
  /** Each user's streams, oldest first (a Set keeps insertion order). */
  private readonly byUser = new Map<string, Set<LiveConnection>>();
  private readonly byAddress = new Map<string, number>();
  private listener: pg.Client | null = null;
  private queue: Promise<void> = Promise.resolve();
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = false;
  private reconnectAttempt = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** Who has a stream open here, for every instance to read (push alerts skip them). */
    private readonly presence: LivePresence,
    /** Open streams one client address may hold on this instance, whoever is signed in. */
    private readonly maxStreamsPerAddress = Number.POSITIVE_INFINITY,
  ) {}

  async start(): Promise<void> {
    await this.listen();
    this.heartbeat = setInterval(() => {
      for (const connection of this.connections()) connection.heartbeat();
      void this.checkHealth();
      void this.presence.refresh();
    }, LIVE_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    // Shutting down: the streams end with a short, spread-out retry hint, so the browsers
    // reconnect soon (through the load balancer, to another instance) and not all at once.
    for (const connection of this.connections()) {
      connection.close(SHUTDOWN_RETRY_MS + Math.floor(Math.random() * SHUTDOWN_RETRY_MS));
    }
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.queue;
    await this.presence.clear();
  }

  get connectionCount(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  /**
   * Registers a stream, replays what it missed after `afterId` (when resuming), then sends
   * `ready`. Live events that arrive meanwhile wait and follow the replay, each exactly once.
   */
  async open(connection: LiveConnection, afterId: number | undefined): Promise<void> {
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
    this.byAddress.set(connection.address, (this.byAddress.get(connection.address) ?? 0) + 1);
    // One user cannot hold streams without end: the newest tab wins, the oldest is let go.
    if (set.size > MAX_STREAMS_PER_USER) set.values().next().value?.supersede();
    // Recorded before `ready`: from then on no alert is pushed to this user's devices.
    await this.presence.set(connection.userId, set.size);
    await this.catchUp(connection, afterId);
  }

  /** Whether a client at `address` may open another stream; checked before `open`. */
  hasRoomFor(address: string): boolean {
    return (this.byAddress.get(address) ?? 0) < this.maxStreamsPerAddress;
  }

  /** LiveConnection's onClose: forget the stream. */
  readonly onConnectionClosed = (connection: LiveConnection): void => {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byUser.delete(connection.userId);
    void this.presence.set(connection.userId, set.size);
    const count = (this.byAddress.get(connection.address) ?? 1) - 1;
    if (count > 0) this.byAddress.set(connection.address, count);
    else this.byAddress.delete(connection.address);
  };

  private async catchUp(connection: LiveConnection, afterId: number | undefined): Promise<void> {
    connection.catchingUp = true;
    try {
      if (afterId === undefined) {
        // A fresh stream: nothing to replay. Live events queued while asking for the newest id
        // all go out (the client drops any it already has), then the stream resumes from there.
        const newest = await messaging.newestMessageId(this.db, connection.userId);
        connection.finishCatchUp();
        connection.lastMessageId = Math.max(connection.lastMessageId, newest);
      } else {
        connection.lastMessageId = Math.max(connection.lastMessageId, afterId);
        await this.replay(connection);
        connection.finishCatchUp();
      }
      connection.send({
        type: 'ready',
        lastMessageId: connection.lastMessageId,
        resumed: afterId !== undefined,
      });
    } catch (error) {
      this.log.error({ err: error }, 'Live catch-up failed; closing the stream so it retries');
      connection.close();
    }
  }

  /** Sends the messages the stream missed after its lastMessageId, or `resync` when too many. */
  private async replay(connection: LiveConnection): Promise<void> {
    const missed = await messaging.messagesAfter(
      this.db,
      connection.userId,
      connection.lastMessageId,
      MAX_REPLAY + 1,
    );
    if (missed.length > MAX_REPLAY) {
      connection.lastMessageId = await messaging.newestMessageId(this.db, connection.userId);
      connection.send({ type: 'resync' });
      return;
    }
    const conversations = new Map<string, Conversation | null>();
    for (const id of new Set(missed.map((m) => m.conversationId))) {
      conversations.set(id, await messaging.conversationFor(this.db, connection.userId, id));
    }
    for (const message of missed) {
      const conversation = conversations.get(message.conversationId);
      if (conversation) connection.send({ type: 'message', message, conversation });
    }
  }

  /**
   * Every heartbeat: the LISTEN connection still answers (a half-open TCP connection would
   * otherwise stop delivery silently), and every stream's session still exists and is unexpired
   * (a sign-out notice can be lost while LISTEN reconnects, and expiry deletes no row).
   */
  async checkHealth(): Promise<void> {
    const listener = this.listener;
    if (listener) {
      await listener.query('select 1').catch((error: Error) => listener.emit('error', error));
    }
    const open = this.connections();
    if (open.length === 0) return;
    try {
      const valid = await liveSessions(this.db, [
        ...new Set(open.map((connection) => connection.sessionId)),
      ]);
      for (const connection of open) {
        if (!valid.has(connection.sessionId)) connection.close();
      }
    } catch (error) {
      this.log.warn({ err: error }, 'Could not check the live streams’ sessions');
    }
  }

  private connections(): LiveConnection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ ...this.db.$client.options, keepAlive: true });
    client.on('notification', (notification) => {
      if (notification.channel !== LIVE_CHANNEL || !notification.payload) return;
      const parsed = liveNoticeSchema.safeParse(JSON.parse(notification.payload));
      if (!parsed.success) return;
      this.queue = this.queue
        .then(() => this.dispatch(parsed.data))
        .catch((error: unknown) => this.log.error({ err: error }, 'Live event dispatch failed'));
    });
    const lost = (error?: Error) => {
      if (this.listener !== client || this.stopped) return;
      this.listener = null;
      this.log.warn({ err: error }, 'Lost the live LISTEN connection; reconnecting');
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.listener = client;
    this.reconnectAttempt = 0;
  }

  private scheduleReconnect(): void {
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.reconnectAttempt += 1;
    setTimeout(() => {
      if (this.stopped) return;
      this.listen()
        .then(() => {
          // Notices sent while we were not listening are gone: replay from each stream's
          // last id instead, so nobody misses a message.
          // A stream still in its first catch-up reads the database after this reconnect anyway.
          for (const connection of this.connections()) {
            if (!connection.catchingUp) void this.catchUp(connection, connection.lastMessageId);
          }
        })
        .catch(() => this.scheduleReconnect());
    }, delay).unref();
  }

  private async dispatch(notice: LiveNotice): Promise<void> {
    if (notice.kind === 'signout') {
      // Signed out (or the session was revoked): that browser gets nothing more.
      for (const connection of this.connections()) {
        if (connection.sessionId === notice.sessionId) connection.close();
      }
      return;
    }
    if (notice.kind === 'notification') {
      const streams = this.byUser.get(notice.userId);
      if (!streams) return;
      const row = await findNotificationById(this.db, notice.id);
      if (!row) return;
      const { userId: _owner, ...notification } = row;
      for (const connection of streams) connection.deliver({ type: 'notification', notification });
      return;
    }
    if (notice.kind === 'reputation') {
      for (const userId of new Set(notice.userIds)) {
        for (const connection of this.byUser.get(userId) ?? []) {
          connection.deliver({ type: 'reputation', username: notice.username });
        }
      }
      return;
    }
    if (notice.kind === 'read') {
      for (const connection of this.byUser.get(notice.userId) ?? []) {
        connection.deliver({
          type: 'read',
          conversationId: notice.conversationId,
          lastReadMessageId: notice.lastReadMessageId,
        });
      }
      return;
    }
    const recipients = [notice.buyerId, notice.sellerId].filter((id) => this.byUser.has(id));
    if (recipients.length === 0) return;
    for (const userId of recipients) {
      // Each sees their own actions on an offer's or a deal's card.
      const message = await messaging.messageById(this.db, notice.id, userId);
      if (!message) return;
      const conversation = await messaging.conversationFor(this.db, userId, notice.conversationId);
      if (!conversation) continue;
      for (const connection of this.byUser.get(userId) ?? []) {
        connection.deliver({ type: 'message', message, conversation });
      }
    }
  }
}
