import { readdirSync, readFileSync } from 'node:fs';
import { machineTicks } from './rss.mjs';

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * @typedef {object} Census
 * @property {number} busyTicks  the machine's non-idle CPU ticks so far
 * @property {number} totalTicks
 * @property {Map<string, { group: string, ticks: number, switches: number }>} threads  by pid/tid
 */

/**
 * Every thread's CPU time and context switches on the machine now, and the
 * machine's busy and total ticks: two censuses around a window tell where
 * all of its CPU went (`cpuSpent`).
 * @param {(pid: number, tid: number, command: string) => string | undefined} groupOf
 *   names the group a thread is counted in (undefined: "other")
 * @returns {Census}
 */
export function cpuCensus(groupOf) {
  const threads = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        // Fields after the command name, which is in parentheses and may hold spaces.
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
        threads.set(`${pid}/${tid}`, {
          group: groupOf(Number(pid), Number(tid), command) ?? 'other',
          ticks: Number(fields[11]) + Number(fields[12]),
          switches: switchesIn(status),
        });
      }
    } catch {
      // The process or thread ended while it was read.
    }
  }
  const machine = machineTicks();
  return { busyTicks: machine.total - machine.idle, totalTicks: machine.total, threads };
}

/**
 * CPU seconds and context switches per group between two censuses, largest
 * first, with the machine's busy share.
 * @param {Census} before
 * @param {Census} after
 */
export function cpuSpent(before, after) {
  /** @type {Map<string, { seconds: number, switches: number }>} */
  const groups = new Map();
  for (const [id, thread] of after.threads) {
    const earlier = before.threads.get(id);
    const spent = groups.get(thread.group) ?? { seconds: 0, switches: 0 };
    spent.seconds += (thread.ticks - (earlier?.ticks ?? 0)) / CLOCK_TICKS_PER_SECOND;
    spent.switches += thread.switches - (earlier?.switches ?? 0);
    groups.set(thread.group, spent);
  }
  const total = after.totalTicks - before.totalTicks;
  return {
    busyShare: (after.busyTicks - before.busyTicks) / total,
    groups: [...groups].sort(([, a], [, b]) => b.seconds - a.seconds),
  };
}

/** @param {string} status /proc/<pid>/task/<tid>/status */
function switchesIn(status) {
  const count = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return count('voluntary_ctxt_switches') + count('nonvoluntary_ctxt_switches');
}
