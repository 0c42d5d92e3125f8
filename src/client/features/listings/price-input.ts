import { MAX_PRICE } from '@/shared/constants';
import { sanitizeDecimalInput } from '@/shared/format';

/**
 * docs/product.md, Validation: a price input keeps digits and one decimal point, and refuses a
 * value above 10,000,000 (the keystroke is dropped, the previous value stays). Cents stop at two
 * places, as the server stores them.
 */
export function nextPriceInput(previous: string, typed: string): string {
  const cleaned = sanitizeDecimalInput(typed);
  const cents = cleaned.split('.')[1] ?? '';
  if (cents.length > 2 || Number(cleaned) > MAX_PRICE) return previous;
  return cleaned;
}
