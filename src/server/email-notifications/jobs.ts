import type { Jobs } from '@/server/jobs/queue';
import { deliverConversationFollowUp, type ConversationEmailJob } from './conversation-emails';
import {
  CONVERSATION_EMAIL_QUEUE,
  DIGEST_QUEUE,
  NOTIFICATION_EMAIL_QUEUE,
  type EmailDeps,
} from './deps';
import { runDigests } from './digest';
import { deliverNotificationEmail, type NotificationEmailJob } from './instant-service';

/** Retries when the mail server fails (decision 025): waits of about 30 s, 1, 2, 4 … minutes. */
export const EMAIL_RETRY_DELAY_SECONDS = 30;
const EMAIL_RETRY_LIMIT = 10;
/**
 * An instant e-mail job running longer than this counts as failed and is retried: how long the
 * e-mail of an instance killed mid-send waits for another. Not shorter in production: a slow but
 * working mail server would then have its job run a second time beside the first, which waits
 * on the first one's claim and keeps a worker and a connection busy for nothing.
 */
export const INSTANT_EMAIL_EXPIRE_SECONDS = 120;

/** At most one `deals` e-mail about a conversation to one person per this long (docs/product.md). */
export const CONVERSATION_EMAIL_WINDOW_SECONDS = 600;

export type EmailJobTimings = {
  retryDelaySeconds?: number;
  expireSeconds?: number;
  conversationWindowSeconds?: number;
};

/** The e-mail work every instance takes part in: instant e-mails and the hourly digest run. */
export async function startEmailJobs(
  jobs: Jobs,
  deps: EmailDeps,
  {
    retryDelaySeconds = EMAIL_RETRY_DELAY_SECONDS,
    expireSeconds = INSTANT_EMAIL_EXPIRE_SECONDS,
    conversationWindowSeconds = CONVERSATION_EMAIL_WINDOW_SECONDS,
  }: EmailJobTimings = {},
): Promise<void> {
  const instant = { ...deps, conversationWindowSeconds };
  const settings = {
    retryLimit: EMAIL_RETRY_LIMIT,
    retryDelaySeconds,
    expireInSeconds: expireSeconds,
  };
  await jobs.work<NotificationEmailJob>(NOTIFICATION_EMAIL_QUEUE, settings, (data) =>
    deliverNotificationEmail(instant, data),
  );
  await jobs.work<ConversationEmailJob>(CONVERSATION_EMAIL_QUEUE, settings, (data) =>
    deliverConversationFollowUp(instant, data),
  );
  await jobs.work(
    DIGEST_QUEUE,
    { retryLimit: EMAIL_RETRY_LIMIT, retryDelaySeconds, expireInSeconds: 3600 },
    async () => void (await runDigests(deps)),
  );
  // Every hour, not only at DIGEST_HOUR: a day whose digest hour passed while no instance ran
  // still gets its digests at the next hour (decision 026).
  await jobs.schedule(DIGEST_QUEUE, '0 * * * *');
}
