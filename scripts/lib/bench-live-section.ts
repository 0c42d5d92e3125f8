/** The live section of the bench: 1,000 open streams, 50 messages a second, POST to arrival. */
import type { Database } from '@/server/db/client';
import { benchLive, prepareLivePairs } from './bench-live';
import { settleDatabase } from './bench-database';
import type { Options } from './bench-options';
import { startServer, type ServerEnv } from './bench-servers';

/** Conversations, each with a buyer's and a seller's stream open. */
const LIVE_PAIRS = 500;
const LIVE_MESSAGES_PER_SECOND = 50;

export async function liveSection(
  db: Database,
  serverEnv: ServerEnv,
  options: Options,
): Promise<string> {
  const pairs = await prepareLivePairs(db, LIVE_PAIRS);
  await settleDatabase(db);
  const server = await startServer('server (live)', {
    ...serverEnv,
    MESSAGE_RATE_LIMIT: '100000',
    // Every stream of the bench comes from 127.0.0.1, far past one address's allowance.
    LIVE_STREAMS_PER_ADDRESS: '100000',
  });
  const result = await benchLive(server.base, pairs, {
    messagesPerSecond: LIVE_MESSAGES_PER_SECOND,
    durationSeconds: options.duration,
  });
  const line =
    `  ${result.connections} open streams, ${LIVE_MESSAGES_PER_SECOND} messages/s for ${options.duration} s: ` +
    `${result.delivered}/${result.sent} delivered; POST to delivery p50 ${result.deliveryP50} ms, ` +
    `p99 ${result.deliveryP99} ms, max ${result.deliveryMax} ms; ` +
    `baseline POST /api/messages round trip p50 ${result.postP50} ms, p99 ${result.postP99} ms`;
  console.log(line);
  return `Live delivery (target: p99 < 200 ms from POST /api/messages to the recipient's stream):\n${line}`;
}
