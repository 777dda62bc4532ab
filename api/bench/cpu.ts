import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time per request, by process (Linux /proc; elsewhere nothing is printed): the API under test (all its instances),
 * the PostgreSQL server (every process named `postgres` on the machine: the bench's private server)
 * and the load generator (this process). On a 2-core machine a scenario cannot pass
 * 2,000 ms / (their sum) requests per second, whatever the latency: the figure that says why.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux: /proc counts CPU time in 10 ms ticks.

function cpuMs(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0; // gone (a backend that ended): its time is lost, a small undercount
  }
}

function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

export interface CpuReading {
  /** ms per request: API, database (null: inside the API, PGlite), load generator. */
  perRequest(requests: number): { api: number; db: number | null; loadgen: number } | null;
}

/** Starts counting; `perRequest` divides the CPU spent since by the requests answered. */
export function startCpu(apiPids: number[] | undefined, externalDb: boolean): CpuReading {
  const linux = process.platform === 'linux' && apiPids !== undefined;
  const apiMs = () => (apiPids ?? []).reduce((sum, pid) => sum + cpuMs(pid), 0);
  const db0 = new Map((linux && externalDb ? postgresPids() : []).map((pid) => [pid, cpuMs(pid)]));
  const api0 = linux ? apiMs() : 0;
  const me0 = process.cpuUsage();
  return {
    perRequest(requests) {
      if (!linux || !requests) return null;
      // Per process: backends started during the run (the pool growing) count from zero; one that
      // ended during it is not counted (a small undercount, never a negative figure).
      const db = postgresPids().reduce((sum, pid) => sum + Math.max(0, cpuMs(pid) - (db0.get(pid) ?? 0)), 0);
      const me = process.cpuUsage(me0);
      return { api: (apiMs() - api0) / requests, db: externalDb ? db / requests : null, loadgen: (me.user + me.system) / 1000 / requests };
    },
  };
}
