import {
  EMAIL_GROUP_OF_KIND,
  EMAIL_GROUPS,
  type EmailGroup,
} from '@/shared/schemas/email-preferences';
import { NOTIFICATION_KINDS } from '@/shared/schemas/notification';
import type { EmailDeps } from './deps';
import { absoluteItem, footerFor } from './links';
import {
  claimDigest,
  findDigestCandidates,
  findDigestNotifications,
  findLastDigest,
  findPreferences,
  findRecipient,
} from './repository';
import { digestMail } from './templates';

const DAY_MS = 86_400_000;

/** Digests go out from DIGEST_HOUR (UTC) on; a later run the same day catches up a missed hour. */
export function digestDue(now: Date, digestHour: number): boolean {
  return now.getUTCHours() >= digestHour;
}

/**
 * One run of the daily digest (decision 026): every person with notifications of their daily
 * groups since their last digest (or the day before, for a first one) gets one e-mail, at most
 * one per UTC day. Runs every hour; `now` is the clock (tests pass their own). Returns how many
 * digests went out. A person whose mail failed is retried with the job; the others are done.
 */
export async function runDigests(deps: EmailDeps, now = new Date()): Promise<number> {
  if (!digestDue(now, deps.digestHour)) return 0;
  const day = now.toISOString().slice(0, 10);
  const dayBefore = new Date(now.getTime() - DAY_MS);
  const candidates = await findDigestCandidates(deps.db, [...NOTIFICATION_KINDS], dayBefore);
  let sent = 0;
  const failures: unknown[] = [];
  for (const userId of candidates) {
    try {
      if (await sendDigest(deps, userId, { day, now, dayBefore })) sent += 1;
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, 'Some digests were not sent');
  return sent;
}

async function sendDigest(
  deps: EmailDeps,
  userId: string,
  clock: { day: string; now: Date; dayBefore: Date },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const preferences = (await findPreferences(tx, [userId])).get(userId)!;
    const groups: EmailGroup[] = EMAIL_GROUPS.filter((group) => preferences[group] === 'daily');
    if (groups.length === 0) return false;
    const last = await findLastDigest(tx, userId);
    if (last && last.lastDay >= clock.day) return false;
    const kinds = NOTIFICATION_KINDS.filter((kind) => {
      const group = EMAIL_GROUP_OF_KIND[kind];
      return group !== null && groups.includes(group);
    });
    const since = last?.lastSentAt ?? clock.dayBefore;
    const items = await findDigestNotifications(tx, userId, kinds, since, clock.now);
    if (items.length === 0) return false;
    if (!(await claimDigest(tx, userId, clock.day, clock.now))) return false;
    const recipient = (await findRecipient(tx, userId))!;
    const included = groups.filter((group) =>
      items.some((item) => EMAIL_GROUP_OF_KIND[item.kind] === group),
    );
    await deps.mailer.send(
      digestMail(
        recipient.email,
        items.map((item) => absoluteItem(deps.publicUrl, item)),
        footerFor(deps, recipient, included),
      ),
    );
    return true;
  });
}
