/**
 * Where a measured run's CPU went: the load generator (autocannon, which reports its own), and
 * from /proc the server (or nginx and the servers behind it), PostgreSQL (the postmaster and its backends), and how busy the whole
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
  server: Map<number, number>;
  database: Map<number, number>;
  machine: ReturnType<typeof machineTicks>;
};

/** The CPU milliseconds so far of each process and of each of its children (nginx's workers, PostgreSQL's backends). */
function familyCpu(pids: number[]): Map<number, number> | undefined {
  const cpu = new Map<number, number>();
  for (const pid of pids) {
    const own = processCpuMs(pid);
    if (own === undefined) return undefined;
    cpu.set(pid, own);
    for (const [child, ms] of childrenCpu(pid)) cpu.set(child, ms);
  }
  return cpu;
}

function snapshot(serverPids: number[], databasePid: number | undefined): Snapshot | undefined {
  const server = familyCpu(serverPids);
  if (server === undefined) return undefined;
  const database = databasePid === undefined ? new Map() : (familyCpu([databasePid]) ?? new Map());
  return { server, database, machine: machineTicks() };
}

/** CPU used between two snapshots of the same processes (one started meanwhile counts from 0). */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, total] of after) ms += total - (before.get(pid) ?? 0);
  return ms;
}

/**
 * Starts measuring; the function returned ends the measure and gives each part's CPU per request
 * over the `requests` answered meanwhile, given the load generator's own CPU time (undefined
 * without /proc). The server's part is every process in `serverPids` with its children (nginx and
 * the instances behind it, say). PostgreSQL's part is 0 when it runs elsewhere
 * (BENCH_DATABASE_URL to another machine).
 */
export function startCpuMeter(serverPids: number[], databasePid: number | undefined) {
  const before = snapshot(serverPids, databasePid);
  return (requests: number, loadCpuMs: number): CpuSplit | undefined => {
    const after = snapshot(serverPids, databasePid);
    if (!before || !after || requests <= 0) return undefined;
    const machineTotal = after.machine.total - before.machine.total;
    return {
      load: loadCpuMs / requests,
      server: spent(before.server, after.server) / requests,
      database: spent(before.database, after.database) / requests,
      machineBusy: machineTotal > 0 ? (after.machine.busy - before.machine.busy) / machineTotal : 0,
    };
  };
}
