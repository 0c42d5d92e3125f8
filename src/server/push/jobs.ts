import type { Jobs } from '@/server/jobs/queue';
import { fanOutAlert } from './alerts';
import { deliverPush, type PushDeliveryJob, type PushDeps } from './delivery';
import { PUSH_ALERT_QUEUE, PUSH_DELIVERY_QUEUE, type PushAlertJob } from './queues';

/**
 * Retries of a push service that fails (decision 039): waits of about 15 s, 30 s, 1, 2 … minutes,
 * about an hour in all; the alert's TTL (a day) is longer, so a late one still arrives.
 */
const PUSH_RETRY_DELAY_SECONDS = 15;
const PUSH_RETRY_LIMIT = 8;
/** Longer than a send's timeout: a job running this long was on an instance that died. */
const PUSH_EXPIRE_SECONDS = 60;
/**
 * Sends one instance makes at once: a push service that hangs until the timeout holds one
 * worker, not every alert behind it.
 */
const PUSH_DELIVERY_WORKERS = 4;

export type PushJobTimings = { retryDelaySeconds?: number };

/** The push work every instance takes part in; pg-boss hands each job to one of them. */
export async function startPushJobs(
  jobs: Jobs,
  deps: PushDeps,
  { retryDelaySeconds = PUSH_RETRY_DELAY_SECONDS }: PushJobTimings = {},
): Promise<void> {
  const settings = {
    retryLimit: PUSH_RETRY_LIMIT,
    retryDelaySeconds,
    expireInSeconds: PUSH_EXPIRE_SECONDS,
  };
  await jobs.work<PushAlertJob>(PUSH_ALERT_QUEUE, settings, (data) => fanOutAlert(deps, data));
  await jobs.work<PushDeliveryJob>(
    PUSH_DELIVERY_QUEUE,
    { ...settings, workers: PUSH_DELIVERY_WORKERS },
    (data) => deliverPush(deps, data),
  );
}
