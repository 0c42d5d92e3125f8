import type { Database } from '@/server/db/client';
import type { Mailer } from '@/server/mail/mailer';
import type { LinkDeps } from './links';

/** What sending notification e-mails needs: the database, the mailer, and how to sign links. */
export type EmailDeps = LinkDeps & { db: Database; mailer: Mailer; digestHour: number };

export const NOTIFICATION_EMAIL_QUEUE = 'notification-email';
export const DIGEST_QUEUE = 'email-digests';
/** The follow-up e-mail of a conversation's offer and deal steps, at its window's end. */
export const CONVERSATION_EMAIL_QUEUE = 'conversation-email';
