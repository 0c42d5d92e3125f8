import postgres from 'postgres';

/**
 * Settings of the sessions that plan each statement once (decisions 043 and 047): they keep the
 * generic plan of each named statement (`plan_cache_mode = force_generic_plan`), where the main
 * pool's replan every execution once PostgreSQL judges a plan made for the values cheaper; and
 * they plan no bitmap scans (`enable_bitmapscan = off`): a page walks one index in its order and
 * stops, and a generic plan guessing that two equality filters leave fewer rows than a page would
 * otherwise read every match of both through a bitmap and sort them (`brand=nike&size=m` at 100k
 * listings: 7 ms instead of 0.1 ms).
 */
const PLAN_ONCE_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  enable_bitmapscan: 'off',
} as const;

/**
 * A connection URL for postgres.js: libpq's `host` URL parameter (a socket folder, as embedded.ts
 * writes it) becomes postgres.js's `path` to the socket; postgres.js would otherwise send it to
 * PostgreSQL as a setting, which refuses it.
 */
export function postgresJsTarget(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const socketFolder = parsed.searchParams.get('host');
  if (!socketFolder) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${socketFolder}/.s.PGSQL.${parsed.port || 5432}` };
}

type Session = { sql: postgres.Sql; inFlight: number };

/**
 * How a page statement runs: prepared once per session, even without parameters (postgres.js
 * sends a statement without parameters as a simple query otherwise, planned on every run).
 */
const PREPARED = { prepare: true, simple: false } as const;

/**
 * The plan-once sessions, through postgres.js rather than pg (decision 048): a session takes a
 * statement while it still runs others (it pipelines), so the page statements of requests that
 * arrive together go to PostgreSQL in one write and come back in one read, where pg sends a
 * session its next statement only once the last one's answer is in.
 *
 * One postgres.js client of one connection per session, each statement given to the session with
 * the fewest in flight: a client of several connections slows down under steady load, because
 * its list of busy connections grows by one entry for every statement it pipelines and is searched
 * whole on each (postgres.js 3.4.9, `src/queue.js`); with one connection that list never holds
 * more than one.
 */
export class PlanOnceSessions {
  private readonly sessions: Session[];

  constructor(url: string, size: number) {
    const target = postgresJsTarget(url);
    const options: postgres.Options<Record<string, never>> = {
      max: 1,
      ...(target.path ? { path: target.path } : {}),
      connection: { ...PLAN_ONCE_SETTINGS, application_name: 'rotation plan-once' },
      // A session idle for a minute closes, as pg's pool closes its own after ten seconds.
      idle_timeout: 60,
      onnotice: () => {},
    };
    this.sessions = Array.from({ length: Math.max(1, size) }, () => ({
      sql: postgres(target.url, options),
      inFlight: 0,
    }));
  }

  /** A statement's rows as arrays of values, on the session with the fewest in flight (PREPARED). */
  async rows(text: string, values: unknown[]): Promise<unknown[][]> {
    let session = this.sessions[0]!;
    for (const candidate of this.sessions) {
      if (candidate.inFlight < session.inFlight) session = candidate;
    }
    session.inFlight += 1;
    try {
      return await session.sql.unsafe(text, values as never[], PREPARED).values();
    } finally {
      session.inFlight -= 1;
    }
  }

  /** Every session's client, to ask each session about itself (tests, the bench's EXPLAIN). */
  get each(): readonly postgres.Sql[] {
    return this.sessions.map((session) => session.sql);
  }

  async end(): Promise<void> {
    await Promise.all(this.sessions.map((session) => session.sql.end({ timeout: 5 })));
  }
}
