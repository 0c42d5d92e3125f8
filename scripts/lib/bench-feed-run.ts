/** One measured run of the feed section: warm-up, the timed run, and where its CPU went. */
import { startCpuMeter } from './bench-cpu';
import { runLoad } from './bench-load-generator';
import { WARM_UP_SECONDS, type Options } from './bench-options';
import type { Row } from './bench-report';
import type { BenchServer } from './bench-servers';

export type Target = { url: string; headers?: Record<string, string> };

/** A row's measurement, before it is held against a baseline. */
export type Measured = Omit<Row, 'baseline' | 'share' | 'target' | 'met'>;

/**
 * Measures `load` against `servers`: the CPU column "server" is theirs together, each with its
 * children (nginx and the instances behind it, for instance).
 */
export type Run = (
  endpoint: string,
  cache: string,
  servers: BenchServer | BenchServer[],
  load: Target,
) => Promise<Measured>;

export function runner(databasePid: number | undefined, options: Options): Run {
  const { connections, duration } = options;
  return async (endpoint, cache, servers, { url, headers }) => {
    const pids = [servers].flat().map((server) => server.child.process.pid!);
    // Same load, shorter, unrecorded: lets the JIT, the pools and PostgreSQL's caches warm up.
    await runLoad({ url, headers, connections, duration: WARM_UP_SECONDS });
    const stopCpuMeter = startCpuMeter([...new Set(pids)], databasePid);
    const result = await runLoad({ url, headers, connections, duration });
    const row = {
      endpoint,
      cache,
      requestsPerSecond: result.requestsPerSecond,
      p50: result.p50,
      p99: result.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      cpu: stopCpuMeter(result.requests, result.cpuMs),
    };
    console.log(`  ${endpoint}: ${Math.round(row.requestsPerSecond)} req/s, p99 ${row.p99} ms`);
    return row;
  };
}

/** A row that was not measured, and why (in its "met?" column). */
export function notRun(endpoint: string, cache: string, target: string, why: string): Row {
  return {
    endpoint,
    cache,
    requestsPerSecond: Number.NaN,
    p50: 0,
    p99: 0,
    non2xx: 0,
    errors: 0,
    baseline: '',
    share: 0,
    target,
    met: why,
  };
}
