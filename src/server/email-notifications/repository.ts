import { and, asc, eq, gt, gte, inArray, isNull, notExists, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_PREFERENCES,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from '@/shared/schemas/email-preferences';
import type { NotificationKind } from '@/shared/schemas/notification';
import type { Executor } from '@/server/db/client';
import {
  conversationEmails,
  conversations,
  emailDigests,
  emailPreferences,
  notificationEmails,
  notifications,
  users,
} from '@/server/db/schema';

const preferenceColumns = {
  wtbMatches: emailPreferences.wtbMatches,
  priceDrops: emailPreferences.priceDrops,
  savedSearches: emailPreferences.savedSearches,
  deals: emailPreferences.deals,
};

/** Each of these people's preferences; people without a row get the defaults. */
export async function findPreferences(
  db: Executor,
  userIds: string[],
): Promise<Map<string, EmailPreferences>> {
  const rows = await db
    .select({ userId: emailPreferences.userId, ...preferenceColumns })
    .from(emailPreferences)
    .where(inArray(emailPreferences.userId, userIds));
  const found = new Map(rows.map(({ userId, ...preferences }) => [userId, preferences]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_EMAIL_PREFERENCES]));
}

export async function savePreferences(
  db: Executor,
  userId: string,
  update: EmailPreferencesUpdate,
): Promise<EmailPreferences> {
  const current = (await findPreferences(db, [userId])).get(userId)!;
  const next = { ...current, ...update };
  const [row] = await db
    .insert(emailPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      // Only the groups asked for, so two changes at once to different groups both hold.
      set: { ...update, updatedAt: sql`now()` },
    })
    .returning(preferenceColumns);
  return row!;
}

/** The notification and its recipient, for its e-mail. */
export async function findNotificationForEmail(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      url: notifications.url,
      email: users.email,
      username: users.username,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id));
  return row;
}

/**
 * Marks a notification e-mailed; false when it already was. The row stays locked until the
 * transaction ends, so a second delivery of the same notification waits and then sees it.
 */
export async function claimNotificationEmail(tx: Executor, notificationId: number) {
  const rows = await tx
    .insert(notificationEmails)
    .values({ notificationId })
    .onConflictDoNothing()
    .returning({ notificationId: notificationEmails.notificationId });
  return rows.length === 1;
}

/** People with notifications of these kinds since their last digest (or the day before `now`). */
export async function findDigestCandidates(db: Executor, kinds: NotificationKind[], since: Date) {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(emailDigests, eq(emailDigests.userId, notifications.userId))
    .where(
      and(
        inArray(notifications.kind, kinds),
        gt(notifications.createdAt, sql`coalesce(${emailDigests.lastSentAt}, ${since})`),
      ),
    );
  return rows.map((row) => row.userId);
}

/** This person's last digest, its row locked until the transaction ends. */
export async function findLastDigest(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ lastDay: emailDigests.lastDay, lastSentAt: emailDigests.lastSentAt })
    .from(emailDigests)
    .where(eq(emailDigests.userId, userId))
    .for('update');
  return row;
}

/**
 * Records today's digest for this person; false when they have had one today. A digest claimed
 * by another transaction at the same moment waits for it, then counts.
 */
export async function claimDigest(tx: Executor, userId: string, day: string, now: Date) {
  const claimed = await tx
    .insert(emailDigests)
    .values({ userId, lastDay: day, lastSentAt: now })
    .onConflictDoUpdate({
      target: emailDigests.userId,
      set: { lastDay: day, lastSentAt: now },
      where: sql`${emailDigests.lastDay} < ${day}`,
    })
    .returning({ userId: emailDigests.userId });
  return claimed.length === 1;
}

/** What an e-mail shows of a notification. */
const mailedColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  url: notifications.url,
};

/** This person's notifications of these kinds after `since` and up to `until`, oldest first,
 * leaving out the ones already e-mailed on their own. */
export function findDigestNotifications(
  db: Executor,
  userId: string,
  kinds: NotificationKind[],
  since: Date,
  until: Date,
) {
  return db
    .select(mailedColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.kind, kinds),
        gt(notifications.createdAt, since),
        sql`${notifications.createdAt} <= ${until}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationEmails)
            .where(eq(notificationEmails.notificationId, notifications.id)),
        ),
      ),
    )
    .orderBy(asc(notifications.id));
}

export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

type ConversationKey = { userId: string; conversationId: string };
const isKey = ({ userId, conversationId }: ConversationKey) =>
  and(eq(conversationEmails.userId, userId), eq(conversationEmails.conversationId, conversationId));
const windowColumns = {
  lastSentAt: conversationEmails.lastSentAt,
  pendingFrom: conversationEmails.pendingFrom,
  followUpAt: conversationEmails.followUpAt,
};

/**
 * This person's e-mail window about the conversation, its row locked until the transaction ends
 * (made first when `create`); undefined when there is none (or the conversation is gone).
 */
export async function lockConversationWindow(tx: Executor, key: ConversationKey, create: boolean) {
  if (create) {
    // Only while the conversation is there: a deleted one has nothing left to write about.
    await tx.execute(sql`insert into ${conversationEmails} (user_id, conversation_id)
      select ${key.userId}, ${conversations.id} from ${conversations}
      where ${conversations.id} = ${key.conversationId}
      on conflict do nothing`);
  }
  const [row] = await tx
    .select(windowColumns)
    .from(conversationEmails)
    .where(isKey(key))
    .for('update');
  return row;
}

export async function updateConversationWindow(
  tx: Executor,
  key: ConversationKey,
  change: Partial<{ lastSentAt: Date; pendingFrom: number | null; followUpAt: Date }>,
) {
  await tx.update(conversationEmails).set(change).where(isKey(key));
}

/**
 * The person's notifications with this link, of these kinds, from `fromId` on, that wait for an
 * e-mail: not e-mailed yet, not read in the app, and written after `readUpTo` (the newest thread
 * line they read). Oldest first.
 */
export function findWaitingNotifications(
  db: Executor,
  userId: string,
  filter: { url: string; kinds: NotificationKind[]; fromId: number; readUpTo: Date | null },
) {
  return db
    .select(mailedColumns)
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.url, filter.url),
        inArray(notifications.kind, filter.kinds),
        gte(notifications.id, filter.fromId),
        isNull(notifications.readAt),
        filter.readUpTo ? gt(notifications.createdAt, filter.readUpTo) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(notificationEmails)
            .where(eq(notificationEmails.notificationId, notifications.id)),
        ),
      ),
    )
    .orderBy(asc(notifications.id));
}

/** The database's clock now (not the transaction's start): the job queue's clock too. */
export async function databaseNow(tx: Executor): Promise<Date> {
  const result = await tx.execute<{ now: string }>(sql`select clock_timestamp() as now`);
  return new Date(result.rows[0]!.now);
}
