import type { Database } from '@/server/db/client';

/** Texts kept with their keys, at most (a few dozen bytes each); past it they are asked again. */
const MAX_KEPT = 10_000;
const kept = new Map<string, string>();

/**
 * Each text's brand key, brand_key() of migration 0003 as PostgreSQL computes it (unaccent, case,
 * spaces and punctuation), asked once per text: the function is immutable, so its answer for a
 * text never changes. A page query given the key as a value no longer computes it on every
 * request (about 10 µs of PostgreSQL's CPU, a fiftieth of a feed page; docs/performance.md).
 */
export async function brandKeysOf(db: Database, texts: readonly string[]): Promise<string[]> {
  const missing = [...new Set(texts.filter((text) => !kept.has(text)))];
  if (missing.length > 0) {
    const result = await db.$client.query<[string, string]>({
      name: 'brand_keys_of',
      text: 'select t, brand_key(t) from unnest($1::text[]) t',
      values: [missing],
      rowMode: 'array',
    });
    if (kept.size + missing.length > MAX_KEPT) kept.clear();
    for (const [text, key] of result.rows) kept.set(text, key);
  }
  return texts.map((text) => kept.get(text) ?? '');
}
