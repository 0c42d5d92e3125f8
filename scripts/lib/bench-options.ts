/** The bench's command line: how many listings, how long and how hard each run, which sections. */
export const SECTIONS = [
  'feed',
  'uploads',
  'live',
  'notifications',
  'matching',
  'sitemap',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Seconds of the same load, unrecorded, before each timed run. */
export const WARM_UP_SECONDS = 2;

export type Options = {
  listings: number;
  duration: number;
  connections: number;
  sections: Set<Section>;
  /** Listing counts to run the feed section at, one bench each, compared row by row. */
  compare?: number[];
};

const USAGE =
  'Usage: npm run bench [-- --listings N] [--duration SECONDS] [--connections N] [--only feed,uploads,live,notifications,matching,sitemap] [--compare N,N]\n' +
  'N may be written 1000000 or 1e6.';

const isCount = (value: number) => Number.isInteger(value) && value >= 1;

/** Reads `--listings N --duration S --connections N --only a,b --compare N,N`; prints the usage and exits on anything else. */
export function parseArgs(args: string[]): Options {
  const options: Options = {
    listings: 100_000,
    duration: 10,
    connections: 50,
    sections: new Set(SECTIONS),
  };
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i]!.replace(/^--/, '');
    if (name === 'only') {
      const wanted = (args[i + 1] ?? '').split(',');
      if (!wanted.every((s): s is Section => (SECTIONS as readonly string[]).includes(s))) {
        console.error(USAGE);
        process.exit(2);
      }
      options.sections = new Set(wanted);
      continue;
    }
    if (name === 'compare') {
      const sizes = (args[i + 1] ?? '').split(',').map(Number);
      if (sizes.length < 2 || !sizes.every(isCount)) {
        console.error(USAGE);
        process.exit(2);
      }
      options.compare = sizes;
      continue;
    }
    const value = Number(args[i + 1]);
    if (!(name in options) || !isCount(value)) {
      console.error(USAGE);
      process.exit(2);
    }
    options[name as 'listings' | 'duration' | 'connections'] = value;
  }
  return options;
}
