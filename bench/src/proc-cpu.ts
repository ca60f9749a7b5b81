import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ on Linux: /proc counts CPU time in these ticks a second. */
export const TICKS_PER_S = 100;

/** CPU ticks (utime + stime, all threads) of a process so far, or 0 when it is gone. */
export function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU ms of a process so far, or 0 when it is gone. */
export const cpuMs = (pid: number): number => (cpuTicks(pid) * 1000) / TICKS_PER_S;

/** CPU ticks of every PostgreSQL backend serving `database` (by its process title), by pid. */
export function backendTicks(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // "postgres: [cluster: ]user database host(port) state"
      if (cmd.startsWith('postgres: ') && cmd.replace(/\0/g, ' ').split(' ').includes(database))
        out.set(Number(entry), cpuTicks(Number(entry)));
    } catch {}
  }
  return out;
}

/**
 * Busy CPU ticks of the whole machine so far (/proc/stat: every core's time
 * but idle, iowait and steal). Counts what a run's per-process figures miss, such as
 * PostgreSQL's parallel workers, which live for one statement and name no
 * database in their title; it includes the load generator as well.
 */
export function machineBusyTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  // Steal (time the hypervisor gave to other machines) is not this machine's work.
  const [user, nice, system, , , irq, softirq] = line.trim().split(/\s+/).slice(1).map(Number);
  return user + nice + system + irq + softirq;
}
