import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { EmailPreferencesUpdate } from '@/shared/schemas/email-preferences';
import type { NotificationKind } from '@/shared/schemas/notification';
import type { Database } from '@/server/db/client';
import { savePreferences } from '@/server/email-notifications/repository';
import { DevOutboxMailer, type Mail } from '@/server/mail/mailer';
import { addNotifications } from '@/server/notifications/service';
import { createUser, uniqueToken } from '../factories';

/** The dev outbox, with a mail server that can be down for the next N mails (or until back up). */
export class TestOutbox extends DevOutboxMailer {
  attempts = 0;
  private failuresLeft = 0;

  constructor() {
    super(() => {});
  }

  /** The next `count` mails fail as an SMTP server that refuses them would. */
  failNext(count: number): void {
    this.failuresLeft = count;
  }

  override async send(mail: Mail): Promise<void> {
    this.attempts += 1;
    if (this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw new Error('SMTP server unavailable');
    }
    await super.send(mail);
  }

  to(address: string) {
    return this.sent.filter((mail) => mail.to === address);
  }
}

/** Polls until `check` passes (or its last failure after `timeoutMs`). */
export async function eventually(check: () => unknown, timeoutMs = 15_000): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          await check();
          return true;
        } catch {
          return false;
        }
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .toBe(true);
  await check();
}

export async function userWithPreferences(db: Database, preferences: EmailPreferencesUpdate = {}) {
  const user = await createUser(db);
  await savePreferences(db, user.id, preferences);
  return user;
}

/** A notification caused the way the product causes them: addNotifications in a transaction. */
export async function notify(
  db: Database,
  userId: string,
  kind: NotificationKind = 'wtb_match',
  title = `A listing matches your WTB: Box logo hoodie ${uniqueToken()}, $120.00`,
): Promise<{ id: number; title: string }> {
  const [added] = await db.transaction((tx) =>
    addNotifications(tx, [
      { userId, kind, title, body: 'Supreme · size L · your budget $150.00', url: '/listings/x' },
    ]),
  );
  return { id: added!.id, title };
}

/** The states of the e-mail jobs of these notifications, as pg-boss keeps them. */
export async function emailJobStates(db: Database, notificationIds: number[]): Promise<string[]> {
  const result = await db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'notification-email'
        and (data->>'notificationId')::bigint = any(${sql.param(notificationIds)}::bigint[]) order by created_on`,
  );
  return result.rows.map((row) => row.state);
}
