import { BUMP_COOLDOWN_HOURS, DISCOUNT_BUMP_THRESHOLD_PERCENT } from '@/shared/constants';
import { percentOff } from '@/shared/format';

export const DISCOUNTED = 'Item discounted successfully!';

/**
 * The success toast's text. A discount big enough for the dialog's "bump to the top" note that the
 * server did not move up (the listing moved up less than 24 hours ago) says so, so the note's
 * promise is not left standing.
 */
export function discountSuccessText(
  currentPrice: string,
  newPrice: string,
  movedToTop: boolean,
): string {
  const percent = percentOff(newPrice, currentPrice);
  if (movedToTop || percent === null || percent < DISCOUNT_BUMP_THRESHOLD_PERCENT)
    return DISCOUNTED;
  return `${DISCOUNTED} It did not move to the top, because a listing moves up at most once every ${BUMP_COOLDOWN_HOURS} hours.`;
}
