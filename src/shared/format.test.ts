import { describe, expect, it } from 'vitest';
import {
  formatMessageDay,
  formatMessageTime,
  formatMonthYear,
  formatPrice,
  formatRelativeTime,
  percentOff,
  sanitizeDecimalInput,
  truncate,
} from './format';

describe('formatPrice', () => {
  it('formats USD in en-US with two decimals', () => {
    expect(formatPrice('1234.5')).toBe('$1,234.50');
    expect(formatPrice(10_000_000)).toBe('$10,000,000.00');
    expect(formatPrice('0.99')).toBe('$0.99');
    expect(formatPrice('45')).toBe('$45.00');
  });
});

describe('percentOff', () => {
  it('rounds (1 - price / originalPrice) * 100 to a whole number', () => {
    expect(percentOff('75', '100')).toBe(25);
    expect(percentOff('66.67', '100')).toBe(33);
    expect(percentOff('66.4', '100')).toBe(34);
    expect(percentOff('1', '3')).toBe(67);
  });

  it('shows nothing without a real discount', () => {
    expect(percentOff('100', null)).toBeNull();
    expect(percentOff('100', '100')).toBeNull();
    expect(percentOff('120', '100')).toBeNull();
    expect(percentOff('99.9', '100')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says Just now under 10 seconds, then s, m, h and d ago', () => {
    expect(formatRelativeTime(ago(0), now)).toBe('Just now');
    expect(formatRelativeTime(ago(9_999), now)).toBe('Just now');
    expect(formatRelativeTime(ago(10_000), now)).toBe('10s ago');
    expect(formatRelativeTime(ago(59_000), now)).toBe('59s ago');
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(3_600_000), now)).toBe('1h ago');
    expect(formatRelativeTime(ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(formatRelativeTime(ago(7 * 24 * 3_600_000), now)).toBe('7d ago');
  });

  it('gives a date after 7 days, and treats a clock ahead of ours as now', () => {
    expect(formatRelativeTime(ago(8 * 24 * 3_600_000), now)).toBe('Nov 14, 2026');
    expect(formatRelativeTime('2025-01-02T00:00:00Z', now)).toBe('Jan 2, 2025');
    expect(formatRelativeTime(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});

describe('message times in Pacific time', () => {
  it('shows the clock time in America/Los_Angeles whatever the local zone', () => {
    // 2026-07-01 20:05 UTC is 13:05 PDT; 2026-01-15 20:05 UTC is 12:05 PST.
    expect(formatMessageTime('2026-07-01T20:05:00Z')).toBe('1:05 PM');
    expect(formatMessageTime('2026-01-15T20:05:00Z')).toBe('12:05 PM');
  });

  it('labels days Today, Yesterday or a date by the Pacific calendar', () => {
    const now = new Date('2026-11-22T20:00:00Z'); // noon in Los Angeles
    expect(formatMessageDay('2026-11-22T09:00:00Z', now)).toBe('Today'); // 1 AM Pacific
    expect(formatMessageDay('2026-11-22T07:00:00Z', now)).toBe('Yesterday'); // 11 PM Pacific the day before
    expect(formatMessageDay('2026-11-19T20:00:00Z', now)).toBe('Thursday, November 19, 2026');
  });

  it('counts Yesterday by the calendar across a daylight-saving change', () => {
    // 00:30 Pacific on March 9, 2026, the day after the clocks went forward (a 23-hour day).
    const now = new Date('2026-03-09T07:30:00Z');
    expect(formatMessageDay('2026-03-08T08:15:00Z', now)).toBe('Yesterday'); // 00:15 on March 8
    expect(formatMessageDay('2026-03-08T07:45:00Z', now)).toBe('Saturday, March 7, 2026');
  });
});

describe('small text helpers', () => {
  it('formats a month and year', () => {
    expect(formatMonthYear('2026-03-15T12:00:00Z')).toBe('March 2026');
  });

  it('truncates with an ellipsis only when longer', () => {
    expect(truncate('Short', 25)).toBe('Short');
    expect(truncate('a'.repeat(30), 25)).toBe(`${'a'.repeat(25)}...`);
  });

  it('keeps only digits and the first decimal point', () => {
    expect(sanitizeDecimalInput('$1,234.5.6')).toBe('1234.56');
    expect(sanitizeDecimalInput('1e5')).toBe('15');
    expect(sanitizeDecimalInput('-+12')).toBe('12');
    expect(sanitizeDecimalInput('..5')).toBe('.5');
  });
});
