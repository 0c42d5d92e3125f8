import { BUMP_COOLDOWN_HOURS } from '@/shared/constants';
import { formatWait } from '@/server/http/cooldown';
import { TooManyRequests } from '@/server/http/errors';

export const BUMP_COOLDOWN_MS = BUMP_COOLDOWN_HOURS * 60 * 60 * 1000;

/** When a post last moved to the top by its author's hand; creation counts as a bump. */
type BumpHistory = { lastBumpedAt: Date | null; createdAt: Date };

/** Milliseconds until the post may move to the top again (0 or less: now). */
export function bumpWait(post: BumpHistory, now: Date): number {
  return (post.lastBumpedAt ?? post.createdAt).getTime() + BUMP_COOLDOWN_MS - now.getTime();
}

/**
 * Refuses a bump within 24 hours of the last one. `noun` names the post in the message
 * ("listing", "WTB listing").
 */
export function checkBumpCooldown(noun: string, post: BumpHistory, now: Date): void {
  const wait = bumpWait(post, now);
  if (wait > 0) {
    throw new TooManyRequests(
      `You can bump a ${noun} once every ${BUMP_COOLDOWN_HOURS} hours. You can bump this one again in ${formatWait(wait)}.`,
    );
  }
}
