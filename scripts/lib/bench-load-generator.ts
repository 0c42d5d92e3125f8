/**
 * autocannon in a process of its own for each run: the load generator then costs the same
 * whatever the bench did before (a bench that has just filled a million listings has a large
 * heap, and autocannon inside it paid for that in garbage collection: docs/performance.md).
 * It still shares the machine's two cores with the server and PostgreSQL.
 */
import { ROOT, startChild, waitForExit } from './bench-processes';

export type Load = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The load generator's own CPU time over the run (user + system), in milliseconds. */
  cpuMs: number;
};

const CODE = `
const autocannon = require('autocannon');
const load = JSON.parse(process.env.BENCH_LOAD);
const before = process.cpuUsage();
autocannon(load).then((result) => {
  const cpu = process.cpuUsage(before);
  process.stdout.write('\\n' + JSON.stringify({
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }));
});`;

/** One autocannon run against `load.url`, in a fresh process, and its results. */
export async function runLoad(load: Load): Promise<LoadResult> {
  const child = startChild('load generator', process.execPath, ['-e', CODE], {
    cwd: ROOT,
    env: { ...process.env, BENCH_LOAD: JSON.stringify(load) },
  });
  const code = await waitForExit(child);
  const last = child.output().trim().split('\n').at(-1) ?? '';
  if (code !== 0 || !last.startsWith('{')) {
    throw new Error(`The load generator failed (exit ${code}):\n${child.output()}`);
  }
  return JSON.parse(last) as LoadResult;
}
