import { MAX_PRICE } from '@/shared/constants';

/**
 * Reading and writing feed filters in the address (docs/product.md, Filters). The page's query
 * string uses the API's parameter names, so the same string asks the server for the same results.
 * Reading is forgiving: a value the API would refuse is dropped, so an edited or old link still
 * opens a feed instead of an error.
 */

/** Dollars as the API takes them: digits with at most one dot and two decimals, up to MAX_PRICE. */
export function isDollarAmount(value: string): boolean {
  return /^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(value) && Number(value) <= MAX_PRICE;
}

/** Every value of a repeatable parameter that `accept` keeps (trimmed), without repeats. */
export function readList<T extends string>(
  params: URLSearchParams,
  name: string,
  accept: (value: string) => T | null,
): T[] {
  const seen = new Set<string>();
  const values: T[] = [];
  for (const raw of params.getAll(name)) {
    const value = accept(raw.trim());
    if (value === null || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    values.push(value);
  }
  return values;
}

/** A value from a fixed list (exact match), else null. */
export function oneOf<T extends string>(allowed: readonly T[]) {
  return (value: string): T | null =>
    (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Free text from 1 to `max` characters, else null. */
export function textUpTo(max: number) {
  return (value: string): string | null =>
    value.length >= 1 && value.length <= max ? value : null;
}

/** A single-valued parameter from a fixed list; the first value wins, anything else is `fallback`. */
export function readChoice<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
  fallback: T,
): T {
  return oneOf(allowed)(params.get(name)?.trim() ?? '') ?? fallback;
}

/**
 * A min/max pair of dollar amounts; a malformed bound is dropped, and a range whose minimum is
 * above its maximum (which matches nothing) is dropped whole.
 */
export function readRange(
  params: URLSearchParams,
  minName: string,
  maxName: string,
): { min: string; max: string } {
  const read = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isDollarAmount(value) ? value : '';
  };
  const min = read(minName);
  const max = read(maxName);
  if (min && max && Number(min) > Number(max)) return { min: '', max: '' };
  return { min, max };
}

/** The search term (`q`), trimmed and as long as the API takes it. */
export function readTerm(params: URLSearchParams): string {
  return params.get('q')?.trim().slice(0, 100) ?? '';
}

/**
 * Query parameters from filter values: a list is repeated under its name, a string is set, and an
 * empty string (a default, or no filter) is left out.
 */
export function writeParams(values: Record<string, string | readonly string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of typeof value === 'string' ? [value] : value) {
      if (one) params.append(name, one);
    }
  }
  return params;
}

/** "$300" for whole dollars, "$25.50" otherwise. */
export function formatDollars(value: string): string {
  const amount = Number(value);
  return Number.isInteger(amount)
    ? `$${amount.toLocaleString('en-US')}`
    : `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** "under $300", "over $50", "$50 to $300", or '' without bounds. */
export function rangePhrase(min: string, max: string): string {
  if (min && max) return `${formatDollars(min)} to ${formatDollars(max)}`;
  if (max) return `under ${formatDollars(max)}`;
  if (min) return `over ${formatDollars(min)}`;
  return '';
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** "a", "a or b", "a, b or c". */
export function joinOr(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} or ${parts[parts.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One removable chip: a stable key, what it says, and the filters without it. */
export type FilterChip<F> = { key: string; label: string; without: (filters: F) => F };

/** The filters of `F` that hold a list of values (sizes, brands, categories). */
type ListKey<F> = { [K in keyof F]: F[K] extends readonly string[] ? K : never }[keyof F] & string;

/** One chip per value of a list filter; removing one leaves the others. */
export function valueChips<F>(
  filters: F,
  name: ListKey<F>,
  label: (value: string) => string = (value) => value,
): FilterChip<F>[] {
  const values = filters[name] as readonly string[];
  return values.map((value) => ({
    key: `${name}:${value}`,
    label: label(value),
    without: (f) => ({ ...f, [name]: withoutValue(f[name] as readonly string[], value) }),
  }));
}

/** The sentence an empty filtered feed shows (docs/product.md, Filters). */
export function noMatchSentence(noun: string, phrases: readonly string[]): string {
  return `No ${noun} match ${joinAnd(phrases)}. Try removing a filter.`;
}

/** `list` without `value` (compared case-insensitively, as sizes and brands are). */
export function withoutValue<T extends string>(list: readonly T[], value: string): T[] {
  return list.filter((item) => item.toLowerCase() !== value.toLowerCase());
}
