/**
 * docs/product.md, Safety, Scam warnings: how long the other person in a thread has had their
 * account. Scammers' accounts are usually new, so an account younger than NEW_ACCOUNT_DAYS is
 * flagged in words ("New account") as well as in colour.
 */
export const NEW_ACCOUNT_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "Joined today", "Joined 3 days ago", "Joined 5 months ago", "Joined 2 years ago". */
export function accountAge(
  createdAt: string | Date,
  now: Date = new Date(),
): { joined: string; isNew: boolean } {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
  const isNew = days < NEW_ACCOUNT_DAYS;
  if (days === 0) return { joined: 'Joined today', isNew };
  if (days < 60) return { joined: `Joined ${count(days, 'day')} ago`, isNew };
  if (days < 365) return { joined: `Joined ${count(Math.floor(days / 30), 'month')} ago`, isNew };
  return { joined: `Joined ${count(Math.floor(days / 365), 'year')} ago`, isNew };
}
