import { describe, expect, it } from 'vitest';
import { discountSuccessText } from './discount-outcome';

describe('discountSuccessText', () => {
  it('keeps the plain text when the listing moved to the top or was not meant to', () => {
    expect(discountSuccessText('100.00', '80', true)).toBe('Item discounted successfully!');
    expect(discountSuccessText('100.00', '95', false)).toBe('Item discounted successfully!');
  });

  it('says a 10% discount did not move the listing when the server did not', () => {
    expect(discountSuccessText('100.00', '90', false)).toBe(
      'Item discounted successfully! It did not move to the top, because a listing moves up at most once every 24 hours.',
    );
  });
});
