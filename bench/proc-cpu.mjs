// CPU time from /proc, to report what a request costs the server and PostgreSQL rather than how
// fast the load generator (which shares the machine) can ask. Linux only; elsewhere the readings
// are null and the report says "n/a".
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Milliseconds per clock tick of /proc's times (USER_HZ, 100 on every Linux seen). */
const TICK_MS = (() => {
  try {
    return 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  } catch {
    return 10;
  }
})();

/** A process's name and its own and its reaped children's CPU ticks, or null when gone. */
function statOf(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name sits in parentheses and may hold spaces: the fields counted after its last ')'.
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text.slice(close + 2).split(' ');
  // Fields 14–17 of proc(5) (utime, stime, cutime, cstime) are 11–14 after the name and state.
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { name, own: utime + stime, children: cutime + cstime, system: stime + cstime };
}

/** The pids of a process's live children (a cluster primary's workers), none when unreadable. */
function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * A server's CPU time so far (user + system), in ms; null when it cannot be read. A server started
 * with WORKERS=N is a primary and its workers: their time counts too, the live ones' and what the
 * primary reaped from those that exited.
 */
export function processCpuMs(pid) {
  return processTimes(pid)?.totalMs ?? null;
}

/** A server's CPU time so far as {@link processCpuMs} counts it, and the kernel's part of it. */
function processTimes(pid) {
  const stat = statOf(pid);
  if (!stat) return null;
  let ticks = stat.own + stat.children;
  let system = stat.system;
  for (const child of childrenOf(pid)) {
    const childStat = statOf(child);
    ticks += childStat?.own ?? 0;
    system += childStat?.system ?? 0;
  }
  return { totalMs: ticks * TICK_MS, systemMs: system * TICK_MS };
}

/**
 * A server's resident memory in MiB: the process and its live children (a cluster's primary and
 * workers); 0 for what cannot be read.
 */
export function processTreeRssMiB(pid) {
  const rssOf = (p) => {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1];
      return kb ? Number(kb) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  return [pid, ...childrenOf(pid)].reduce((sum, p) => sum + rssOf(p), 0);
}

/**
 * PostgreSQL's CPU time so far, in ms, when it runs on this machine: every `postgres` process's
 * own time plus what the postmaster reaped from backends that have exited (so a connection closed
 * during a run still counts). Null when no such process is visible.
 */
export function postgresCpuMs() {
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of pids) {
    const stat = statOf(pid);
    if (stat?.name !== 'postgres') continue;
    seen = true;
    ticks += stat.own + stat.children;
  }
  return seen ? ticks * TICK_MS : null;
}

/**
 * A meter for one measured run: call it before, and the function it answers after, to get the CPU
 * the server `pid` (its workers included) and (when `postgres`) PostgreSQL spent in between, in ms (null where
 * unreadable). `serverSystemMs` is the kernel's part of the server's: on loopback a socket write
 * also runs the receiving side's TCP path in the writer's time, so it holds part of what the
 * load generator's and PostgreSQL's receiving costs.
 */
export function cpuMeter(pid, { postgres = false } = {}) {
  return () => {
    const server = processTimes(pid);
    const database = postgres ? postgresCpuMs() : null;
    return () => {
      const after = processTimes(pid);
      return {
        serverMs: server === null ? null : (after?.totalMs ?? Number.NaN) - server.totalMs,
        serverSystemMs: server === null ? null : (after?.systemMs ?? Number.NaN) - server.systemMs,
        postgresMs: database === null ? null : (postgresCpuMs() ?? Number.NaN) - database,
      };
    };
  };
}
