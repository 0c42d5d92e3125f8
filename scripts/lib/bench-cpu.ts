/**
 * Where a measured run's CPU went: the load generator (autocannon, which reports its own), and
 * from /proc the server, PostgreSQL (the postmaster and its backends), and how busy the whole
 * machine was.
 * With all three on the same two cores, a request's cost is the sum of the three: this is what
 * says which one to make cheaper (docs/performance.md). Linux only; elsewhere it is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { processCpuMs, procStat, statCpuMs } from './bench-processes';

/** CPU milliseconds per request of each part, and the machine's busy share (0–1) in the run. */
export type CpuSplit = { load: number; server: number; database: number; machineBusy: number };

/** The PostgreSQL postmaster's process id, when its data folder is on this machine. */
export async function postgresPid(db: Database): Promise<number | undefined> {
  try {
    const result = await db.execute<{ data_directory: string }>(sql`show data_directory`);
    const folder = result.rows[0]!.data_directory;
    const first = readFileSync(path.join(folder, 'postmaster.pid'), 'utf8').split('\n')[0];
    return Number(first) || undefined;
  } catch {
    return undefined;
  }
}

/** Each child process of `parent` and its CPU milliseconds so far. */
function childrenCpu(parent: number): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = procStat(Number(entry));
    // Gone while listed when undefined; the parent's id is the second field.
    if (fields && Number(fields[1]) === parent) cpu.set(Number(entry), statCpuMs(fields));
  }
  return cpu;
}

/** The machine's busy and total time so far, in clock ticks, from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = fields.map(Number);
  const total = ticks.slice(0, 8).reduce((sum, n) => sum + n, 0);
  // idle and iowait are the 4th and 5th numbers.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

type Snapshot = {
  server: number;
  database: Map<number, number>;
  machine: ReturnType<typeof machineTicks>;
};

function snapshot(serverPid: number, databasePid: number | undefined): Snapshot | undefined {
  const server = processCpuMs(serverPid);
  if (server === undefined) return undefined;
  const database = new Map<number, number>();
  if (databasePid !== undefined) {
    database.set(databasePid, processCpuMs(databasePid) ?? 0);
    for (const [pid, ms] of childrenCpu(databasePid)) database.set(pid, ms);
  }
  return { server, database, machine: machineTicks() };
}

/**
 * Starts measuring; the function returned ends the measure and gives each part's CPU per request
 * over the `requests` answered meanwhile, given the load generator's own CPU time (undefined
 * without /proc). PostgreSQL's part is 0 when it runs elsewhere (BENCH_DATABASE_URL to another
 * machine).
 */
export function startCpuMeter(serverPid: number, databasePid: number | undefined) {
  const before = snapshot(serverPid, databasePid);
  return (requests: number, loadCpuMs: number): CpuSplit | undefined => {
    const after = snapshot(serverPid, databasePid);
    if (!before || !after || requests <= 0) return undefined;
    let database = 0;
    for (const [pid, ms] of after.database) database += ms - (before.database.get(pid) ?? 0);
    const machineTotal = after.machine.total - before.machine.total;
    return {
      load: loadCpuMs / requests,
      server: (after.server - before.server) / requests,
      database: database / requests,
      machineBusy: machineTotal > 0 ? (after.machine.busy - before.machine.busy) / machineTotal : 0,
    };
  };
}
