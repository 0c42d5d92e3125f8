import {
  EMAIL_GROUP_OF_KIND,
  type EmailFrequency,
  type EmailPreferences,
} from '@/shared/schemas/email-preferences';
import type { NotificationKind } from '@/shared/schemas/notification';
import { conversationOfLink } from '@/shared/conversation-link';
import type { Executor } from '@/server/db/client';
import { sendJob } from '@/server/jobs/queue';
import { emailConversationStep, type ConversationEmailDeps } from './conversation-emails';
import { NOTIFICATION_EMAIL_QUEUE } from './deps';
import { absoluteItem, footerFor } from './links';
import { claimNotificationEmail, findNotificationForEmail, findPreferences } from './repository';
import { notificationMail } from './templates';

export type NotificationEmailJob = { notificationId: number };

/**
 * Queues the e-mail of each new notification whose recipient wants that kind at once (their
 * preferences as read with the insert), in the transaction that writes the notification: a
 * rolled-back change e-mails nobody.
 */
export async function queueInstantEmails(
  tx: Executor,
  added: { id: number; kind: NotificationKind; preferences: EmailPreferences }[],
): Promise<void> {
  for (const { id, kind, preferences } of added) {
    const group = EMAIL_GROUP_OF_KIND[kind];
    const frequency: EmailFrequency = group ? preferences[group] : 'off';
    if (frequency !== 'instant') continue;
    await sendJob(tx, NOTIFICATION_EMAIL_QUEUE, {
      notificationId: id,
    } satisfies NotificationEmailJob);
  }
}

/**
 * The job: one notification's e-mail, sent at most once. The claim and the sending share a
 * transaction, so a mail server that fails leaves no claim and the retry sends it (decision 025).
 * An offer or deal step's goes by its conversation's window (conversation-emails.ts).
 */
export async function deliverNotificationEmail(
  deps: ConversationEmailDeps,
  { notificationId }: NotificationEmailJob,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const notification = await findNotificationForEmail(tx, notificationId);
    // Gone with its recipient's account.
    if (!notification) return;
    const group = EMAIL_GROUP_OF_KIND[notification.kind];
    const preferences = (await findPreferences(tx, [notification.userId])).get(
      notification.userId,
    )!;
    // Changed since it was queued: the digest takes it (daily), or nobody (off).
    if (!group || preferences[group] !== 'instant') return;
    const conversationId = group === 'deals' ? conversationOfLink(notification.url) : null;
    if (conversationId && (await emailConversationStep(deps, tx, notification, conversationId))) {
      return;
    }
    if (!(await claimNotificationEmail(tx, notificationId))) return;
    const user = { id: notification.userId, username: notification.username };
    await deps.mailer.send(
      notificationMail(
        notification.email,
        absoluteItem(deps.publicUrl, notification),
        footerFor(deps, user, [group]),
      ),
    );
  });
}
