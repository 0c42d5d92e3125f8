import { describe, expect, it } from 'vitest';
import { nextPriceInput } from './price-input';

describe('nextPriceInput', () => {
  it('keeps digits and the first decimal point', () => {
    expect(nextPriceInput('', '$1,2a0')).toBe('120');
    expect(nextPriceInput('', '12.5.0')).toBe('12.50');
    expect(nextPriceInput('', '-1e5')).toBe('15');
    expect(nextPriceInput('', '.')).toBe('.');
  });

  it('refuses a value above 10,000,000 and a third decimal, keeping what was there', () => {
    expect(nextPriceInput('10000000', '100000000')).toBe('10000000');
    expect(nextPriceInput('1000000', '10000000')).toBe('10000000');
    expect(nextPriceInput('10000000', '10000000.01')).toBe('10000000');
    expect(nextPriceInput('9.99', '9.999')).toBe('9.99');
  });
});
