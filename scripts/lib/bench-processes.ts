/** Child processes for the bench: start, wait until they answer, stop (and never leave one behind). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/** The project's folder: where the bench's child processes run. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Child = { name: string; process: ChildProcess; output: () => string };

export type ChildOptions = {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * 'ignore': the child's standard output goes to /dev/null (a server's request log: written as
   * in production, at a write per line, but not read by the bench); its errors are still kept.
   */
  stdout?: 'pipe' | 'ignore';
  /**
   * A process group of its own, signalled as a whole: for a child with children of its own
   * (nginx's workers), which would otherwise outlive a SIGKILL of their parent.
   */
  ownGroup?: boolean;
};

const running = new Set<ChildProcess>();
const groupLeaders = new WeakSet<ChildProcess>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  { cwd, env, stdout = 'pipe', ownGroup = false }: ChildOptions,
): Child {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: ownGroup,
    stdio: ['ignore', stdout, 'pipe'],
  });
  running.add(child);
  if (ownGroup) groupLeaders.add(child);
  child.once('exit', () => running.delete(child));
  // The tail of what it printed, to explain a failure.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr!.on('data', keep);
  return { name, process: child, output: () => output };
}

/** SIGKILL for the child, and for its whole group when it leads one. */
function killNow(child: ChildProcess): void {
  if (groupLeaders.has(child) && child.pid !== undefined) {
    try {
      process.kill(-child.pid, 'SIGKILL');
      return;
    } catch {
      // The group is gone already: the child alone, below.
    }
  }
  child.kill('SIGKILL');
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

export async function waitForHttp(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited(child.process)) {
      throw new Error(`${child.name} exited before answering ${url}:\n${child.output()}`);
    }
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(
    `${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output()}`,
  );
}

/** The child's exit code once it has exited and its output is all read (null after a signal). */
export function waitForExit(child: Child): Promise<number | null> {
  if (exited(child.process) && child.process.stdout?.readableEnded !== false) {
    return Promise.resolve(child.process.exitCode);
  }
  return new Promise((resolve) => child.process.once('close', (code) => resolve(code)));
}

/** SIGTERM, then SIGKILL if it is still there after the grace period. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (exited(child)) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => killNow(child), graceMs);
  await gone;
  clearTimeout(timer);
}

export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((child) => stopChild(child)));
}

/** For the process 'exit' event, where nothing can be awaited: whatever still runs is killed. */
export function killAllChildrenNow(): void {
  for (const child of running) killNow(child);
}

/**
 * The fields of /proc/`pid`/stat after the command name (the state first), or undefined where
 * there is no such process or no /proc.
 */
export function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself contain spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time (user + system, in ms) in a process's /proc stat fields (procStat). */
export function statCpuMs(fields: string[]): number {
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * CPU time (user + system, in ms) that process `pid` has used so far, from /proc; undefined
 * where there is no /proc (the bench then leaves the CPU columns out).
 */
export function processCpuMs(pid: number | undefined): number | undefined {
  const fields = pid === undefined ? undefined : procStat(pid);
  return fields && statCpuMs(fields);
}
// USER_HZ: 100 on every Linux architecture Node runs on.
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory (bytes) of process `pid` now, from /proc; undefined where there is none. */
export function processRssBytes(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}
