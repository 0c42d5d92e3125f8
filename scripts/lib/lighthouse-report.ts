/** The Lighthouse table, printed and written into docs/performance.md's "Lighthouse" section. */
import fs from 'node:fs/promises';
import prettier from 'prettier';
import type { PageScores } from './lighthouse-audit';

/** `shown`: the path as the table names it, where the audited one changes from run to run. */
export type PageResult = { name: string; path: string; shown?: string } & PageScores;

const TARGETS = 'Performance ≥ 95, Accessibility 100, Best Practices ≥ 95, SEO ≥ 90, LCP < 1.5 s';

export function resultTable(results: PageResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} (\`${r.shown ?? r.path}\`) | ${r.scores.performance} | ${r.scores.accessibility} | ` +
      `${r.scores['best-practices']} | ${r.scores.seo} | ${(r.lcpMs / 1000).toFixed(2)} s |`,
  );
  return [
    '| page | Performance | Accessibility | Best Practices | SEO | LCP |',
    '| ---- | ----------: | ------------: | -------------: | --: | --: |',
    ...rows,
  ].join('\n');
}

function benchmarkRange(results: PageResult[]): string {
  const values = results.map((r) => Math.round(r.benchmarkIndex));
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? String(low) : `${low}–${high}`;
}

function failingList(results: PageResult[]): string {
  const lines = results
    .filter((r) => r.failing.length > 0)
    .map((r) => `- ${r.name}: ${r.failing.join(', ')}`);
  return lines.length > 0 ? lines.join('\n') : '- none';
}

export function lighthouseSection(
  results: PageResult[],
  about: {
    date: string;
    lighthouse: string;
    chromium: string;
    runs: number;
    load: string;
    /** Chromium's `Page.getInstallabilityErrors` for home (scripts/lib/installability.ts). */
    installability: string[];
  },
): string {
  return `## Lighthouse

\`npm run lighthouse\` builds the client, seeds the demo data (\`npm run seed\`) into a fresh
temporary data dir, starts the production server on a free port, audits home, a listing page
(the newest listing) and /wtb with Lighthouse ${about.lighthouse}'s mobile preset (simulated slow
4G, 4x CPU slowdown) in Debian's Chromium, keeps the median by Performance of the runs of each
page (${about.runs} here; \`-- --runs N\`, default 3), writes this section and stops everything. It is a measurement, not a test: nothing in
\`npm test\` runs it. Lighthouse 13 needs Node 22.19 or later; the project supports Node 20, so
it uses the newest 12.x (docs/decisions/023-lighthouse.md).

Targets: ${TARGETS}.

Run of ${about.date}, ${about.chromium}, load average ${about.load} before; Lighthouse's
benchmark index of this machine ${benchmarkRange(results)} (its 4x slowdown is calibrated for a
machine of about 1,000 to 2,000; a slower one makes every main-thread number larger):

${resultTable(results)}

Audits scoring under 0.9 in the median run:

${failingList(results)}

Installable: Lighthouse 12 has no PWA category any more, so the same run asks Chromium itself
(\`Page.getInstallabilityErrors\` on home, in a fresh profile, once the service worker controls
the page). Errors: ${about.installability.length > 0 ? about.installability.join(', ') : 'none'}.
`;
}

/**
 * Replaces the "## Lighthouse" section of the file (up to the next "## "), or appends one, and
 * formats the file as `npm run format` would.
 */
export async function writeSection(file: string, section: string): Promise<void> {
  const text = await fs.readFile(file, 'utf8');
  const start = text.indexOf('\n## Lighthouse\n');
  let next: string;
  if (start === -1) {
    next = `${text.trimEnd()}\n\n${section}`;
  } else {
    const end = text.indexOf('\n## ', start + 1);
    next = `${text.slice(0, start)}\n${section}${end === -1 ? '' : text.slice(end)}`;
  }
  const options = await prettier.resolveConfig(file);
  await fs.writeFile(file, await prettier.format(next, { ...options, filepath: file }));
}
