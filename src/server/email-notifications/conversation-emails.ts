import { conversationLink } from '@/shared/conversation-link';
import { EMAIL_GROUP_OF_KIND } from '@/shared/schemas/email-preferences';
import { NOTIFICATION_KINDS } from '@/shared/schemas/notification';
import type { Executor } from '@/server/db/client';
import { sendJob } from '@/server/jobs/queue';
import type { Mail } from '@/server/mail/mailer';
import { conversationFor, readUpToTime } from '@/server/messaging/service';
import { CONVERSATION_EMAIL_QUEUE, type EmailDeps } from './deps';
import { absoluteItem, footerFor } from './links';
import {
  claimNotificationEmail,
  databaseNow,
  findPreferences,
  findRecipient,
  findWaitingNotifications,
  lockConversationWindow,
  updateConversationWindow,
} from './repository';
import { conversationStepsMail, notificationMail, type EmailItem } from './templates';

// docs/product.md, E-mail: instant `deals` e-mails about one conversation go to one person at most
// once per window (10 minutes). The first step is e-mailed at once; the steps within the window
// after it wait, and one follow-up at the window's end says how many wait (those read since, in
// the app or in the thread, are left out). The window's row is locked while it is decided, so
// with any number of instances one e-mail goes, and a step is never in two.

/** The e-mail jobs' deps, with the window (600 s; tests shorten it). */
export type ConversationEmailDeps = EmailDeps & { conversationWindowSeconds: number };

export type ConversationEmailJob = { userId: string; conversationId: string };

/** The `deals` kinds: those whose link is a conversation are its offer and deal steps. */
const DEALS_KINDS = NOTIFICATION_KINDS.filter((kind) => EMAIL_GROUP_OF_KIND[kind] === 'deals');

function windowEnd(lastSentAt: Date | null, deps: ConversationEmailDeps): Date | null {
  return lastSentAt && new Date(lastSentAt.getTime() + deps.conversationWindowSeconds * 1000);
}

/**
 * The e-mail of an offer or deal step's notification (its recipient wants `deals` at once), in
 * its job's transaction: sent now, with any other step still waiting, unless an e-mail about this
 * conversation went to this person within the window; then it waits for the window's follow-up.
 * False when the conversation is gone: the caller e-mails the notification on its own.
 */
export async function emailConversationStep(
  deps: ConversationEmailDeps,
  tx: Executor,
  notification: { id: number; userId: string },
  conversationId: string,
): Promise<boolean> {
  const key = { userId: notification.userId, conversationId };
  const window = await lockConversationWindow(tx, key, true);
  if (!window) return false;
  const fromId = Math.min(window.pendingFrom ?? notification.id, notification.id);
  const now = await databaseNow(tx);
  const end = windowEnd(window.lastSentAt, deps);
  if (end && now < end) {
    // One follow-up per window, queued by its first waiting step.
    const queued = window.followUpAt !== null && window.followUpAt >= end;
    if (!queued) await queueFollowUp(tx, key, end);
    await updateConversationWindow(tx, key, { pendingFrom: fromId });
    return true;
  }
  await sendWaiting(deps, tx, key, fromId, now);
  return true;
}

async function queueFollowUp(tx: Executor, key: ConversationEmailJob, end: Date) {
  await sendJob(tx, CONVERSATION_EMAIL_QUEUE, key, { startAfter: end });
  await updateConversationWindow(tx, key, { followUpAt: end });
}

/** The follow-up job, at the window's end: one e-mail with the steps that still wait. */
export async function deliverConversationFollowUp(
  deps: ConversationEmailDeps,
  key: ConversationEmailJob,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const window = await lockConversationWindow(tx, key, false);
    // Sent with a later step's e-mail meanwhile, or the conversation or its person is gone.
    if (!window || window.pendingFrom === null) return;
    const now = await databaseNow(tx);
    const end = windowEnd(window.lastSentAt, deps);
    // Taken a moment early (the queue's and this clock may differ): again at the window's end.
    if (end && now < end) return queueFollowUp(tx, key, end);
    const preferences = (await findPreferences(tx, [key.userId])).get(key.userId)!;
    if (preferences.deals !== 'instant') {
      // Changed since: the digest takes the steps (daily), or nobody (off).
      await updateConversationWindow(tx, key, { pendingFrom: null });
      return;
    }
    await sendWaiting(deps, tx, key, window.pendingFrom, now);
  });
}

/**
 * One e-mail with this conversation's steps from `fromId` on that still wait, and the window
 * restarts; none when every one was read meanwhile. A failing mail server rolls it all back, and
 * the job's retry sends it.
 */
async function sendWaiting(
  deps: ConversationEmailDeps,
  tx: Executor,
  key: ConversationEmailJob,
  fromId: number,
  now: Date,
): Promise<void> {
  await updateConversationWindow(tx, key, { pendingFrom: null });
  const url = conversationLink(key.conversationId);
  const readUpTo = await readUpToTime(tx, key.userId, key.conversationId);
  const waiting = await findWaitingNotifications(tx, key.userId, {
    url,
    kinds: DEALS_KINDS,
    fromId,
    readUpTo,
  });
  const steps: EmailItem[] = [];
  for (const step of waiting) {
    if (await claimNotificationEmail(tx, step.id)) steps.push(step);
  }
  if (steps.length === 0) return;
  const recipient = (await findRecipient(tx, key.userId))!;
  const footer = footerFor(deps, recipient, ['deals']);
  let mail: Mail;
  if (steps.length === 1) {
    mail = notificationMail(recipient.email, absoluteItem(deps.publicUrl, steps[0]!), footer);
  } else {
    const conversation = await conversationFor(tx, key.userId, key.conversationId);
    const about = conversation?.listing?.title ?? conversation?.wtbListing?.title ?? null;
    mail = conversationStepsMail(
      recipient.email,
      { steps, about, url: `${deps.publicUrl}${url}` },
      footer,
    );
  }
  await deps.mailer.send(mail);
  await updateConversationWindow(tx, key, { lastSentAt: now });
}
