import type { Executor } from '@/server/db/client';
import {
  availableListingsIn,
  estimatedRows,
  openRequestsIn,
  profilesIn,
  userPartStarts,
  type KeyRange,
  type SitemapRow,
} from './sitemap-repository';
import { SITEMAP_URLS_MAX, URLSET_CLOSE, URLSET_OPEN, sitemapIndex, urlEntry } from './sitemap-xml';
import { ROWS_PER_PART, partsFor } from './uuid-parts';

/** Rows read per query while a file streams: memory stays flat however large the file. */
const CHUNK_ROWS = 5_000;

/** The pages every visitor can open that are not listings, profiles or WTB requests. */
const FIXED_PATHS = ['/', '/wtb', '/about'];

type ReadRows = (db: Executor, range: KeyRange, limit: number) => Promise<SitemapRow[]>;

export const sitemapKinds = {
  listings: availableListingsIn,
  wtb: openRequestsIn,
  profiles: profilesIn,
} satisfies Record<string, ReadRows>;
export type SitemapKind = keyof typeof sitemapKinds;

/** The sitemap index: the fixed pages' file, then the files of listings, WTB requests, profiles. */
export async function sitemapIndexXml(db: Executor, publicUrl: string): Promise<string> {
  const [listingParts, requestParts, userStarts] = await Promise.all([
    estimatedRows(db, 'listings').then(partsFor),
    estimatedRows(db, 'wtb_listings').then(partsFor),
    userPartStarts(db, ROWS_PER_PART),
  ]);
  const partFiles = (kind: SitemapKind, parts: number) =>
    Array.from(
      { length: parts },
      (_, i) => `${publicUrl}/sitemaps/${kind}.xml?part=${i + 1}&of=${parts}`,
    );
  // Profile files run from one walk's start to the next; the first from the beginning, so an
  // account made since with a smaller id is not left out.
  const profileFiles = (userStarts.length > 0 ? userStarts : ['']).map((_, i, starts) => {
    const to = starts[i + 1];
    const query = new URLSearchParams(i === 0 ? {} : { from: starts[i]! });
    if (to !== undefined) query.set('to', to);
    const search = query.toString();
    return `${publicUrl}/sitemaps/profiles.xml${search ? `?${search}` : ''}`;
  });
  return sitemapIndex([
    `${publicUrl}/sitemaps/pages.xml`,
    ...partFiles('listings', listingParts),
    ...partFiles('wtb', requestParts),
    ...profileFiles,
  ]);
}

export function fixedPagesXml(publicUrl: string): string {
  return (
    URLSET_OPEN + FIXED_PATHS.map((path) => urlEntry(`${publicUrl}${path}`)).join('') + URLSET_CLOSE
  );
}

/**
 * One sitemap file, streamed: its first chunk is read before the answer starts (so a failing
 * database answers an error, not a cut-off file), the rest while the answer is sent.
 */
export async function sitemapFileStream(
  db: Executor,
  publicUrl: string,
  kind: SitemapKind,
  range: Omit<KeyRange, 'after'>,
): Promise<AsyncGenerator<string>> {
  const read = sitemapKinds[kind];
  const first = await read(db, { ...range, after: null }, CHUNK_ROWS);
  const entries = (rows: SitemapRow[]) =>
    rows.map((row) => urlEntry(`${publicUrl}${row.path}`, row.lastModified)).join('');

  return (async function* () {
    yield URLSET_OPEN + entries(first);
    let rows = first;
    let written = rows.length;
    // A short chunk is the range's end; the protocol's limit ends a file in any case.
    while (rows.length === CHUNK_ROWS && written < SITEMAP_URLS_MAX) {
      const limit = Math.min(CHUNK_ROWS, SITEMAP_URLS_MAX - written);
      rows = await read(db, { ...range, after: rows.at(-1)!.key }, limit);
      written += rows.length;
      if (rows.length > 0) yield entries(rows);
      if (rows.length < limit) break;
    }
    yield URLSET_CLOSE;
  })();
}
