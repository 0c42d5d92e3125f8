import type { Deal, Offer } from '@/shared/schemas/deals';

/** docs/product.md, Messages dialog: an offer's or a deal's state in words. */
export const OFFER_STATE_WORDS: Record<Offer['state'], string> = {
  open: 'Open',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  countered: 'Countered',
  superseded: 'Superseded',
  expired: 'Expired',
};

export const DEAL_STATE_WORDS: Record<Deal['state'], string> = {
  proposed: 'Waiting for confirmation',
  confirmed: 'Confirmed',
  declined: 'Declined',
  superseded: 'Superseded',
  cancelled: 'Cancelled',
};

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** "Expires in 47 h" (whole hours, rounded up), "Expires in 12 min" in the last hour. */
export function expiresIn(expiresAt: string, now = Date.now()): string {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return 'Expired';
  if (left < HOUR) return `Expires in ${Math.max(1, Math.ceil(left / MINUTE))} min`;
  return `Expires in ${Math.ceil(left / HOUR)} h`;
}
