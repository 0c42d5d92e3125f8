import { MESSAGE_TIME_ZONE } from './constants';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "1234.5" → "$1,234.50". Prices travel as decimal strings; formatting is display only. */
export function formatPrice(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}

/** Whole percent off the original price, or null when there is no real discount to show. */
export function percentOff(
  price: string | number,
  originalPrice: string | number | null | undefined,
): number | null {
  if (originalPrice === null || originalPrice === undefined) return null;
  const current = Number(price);
  const original = Number(originalPrice);
  if (!Number.isFinite(current) || !Number.isFinite(original) || original <= 0) return null;
  const percent = Math.round((1 - current / original) * 100);
  return percent > 0 ? percent : null;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** docs/product.md, Limits: Just now under 10 s; then s, m, h, d ago; after 7 days a date. */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < 10 * SECOND) return 'Just now';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s ago`;
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed <= 7 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return shortDate.format(then);
}

const pacificTime = new Intl.DateTimeFormat('en-US', {
  timeZone: MESSAGE_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});

const pacificDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: MESSAGE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pacificLongDate = new Intl.DateTimeFormat('en-US', {
  timeZone: MESSAGE_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** A message's clock time in Pacific time, e.g. "3:07 PM". */
export function formatMessageTime(date: Date | string): string {
  return pacificTime.format(typeof date === 'string' ? new Date(date) : date);
}

/** The calendar day (YYYY-MM-DD) a moment falls on in Pacific time. */
export function pacificDayKey(date: Date | string): string {
  return pacificDay.format(typeof date === 'string' ? new Date(date) : date);
}

/** The calendar day before a YYYY-MM-DD key (not "24 hours ago": some days have 23 or 25). */
function previousDayKey(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! - 1)).toISOString().slice(0, 10);
}

/** Date separator of a thread: Today, Yesterday or a date, all in Pacific time. */
export function formatMessageDay(date: Date | string, now: Date = new Date()): string {
  const day = pacificDayKey(date);
  if (day === pacificDayKey(now)) return 'Today';
  if (day === previousDayKey(pacificDayKey(now))) return 'Yesterday';
  return pacificLongDate.format(typeof date === 'string' ? new Date(date) : date);
}

/** "Member since" and similar: a month and year. */
export function formatMonthYear(date: Date | string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    typeof date === 'string' ? new Date(date) : date,
  );
}

/** Cuts text to n characters with an ellipsis when it is longer. */
export function truncate(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

/** Keeps only digits and the first decimal point, as the price and budget inputs do. */
export function sanitizeDecimalInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  return cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}
