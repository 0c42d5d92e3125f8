/**
 * How long a session lives at most, however often it is used: 30 days after sign-in (decision
 * 052). Better Auth renews a session on use (7 days from the last use, SESSION_LIFETIME_SECONDS)
 * and has no cap of its own, so a stolen cookie used once a week would never expire.
 */
export const SESSION_ABSOLUTE_LIFETIME_DAYS = 30;

const ABSOLUTE_LIFETIME_MS = SESSION_ABSOLUTE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** Whether a session signed in at `createdAt` has lived its 30 days by `now`. */
export function outlivedAbsoluteLifetime(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= ABSOLUTE_LIFETIME_MS;
}
