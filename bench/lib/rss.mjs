import { readFileSync, writeFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * A field of /proc/<pid>/status in bytes (VmRSS: resident now, VmHWM: the
 * peak since start or since `resetPeak`).
 * @param {number} pid
 * @param {'VmRSS' | 'VmHWM'} field
 */
export function statusBytes(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/**
 * CPU seconds `pid` has used so far (user + system, from /proc/<pid>/stat).
 * @param {number} pid
 */
export function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const CLOCK_TICKS_PER_SECOND = 100;
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** The machine's CPU time so far, idle and in all, in clock ticks (/proc/stat). */
export function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const [, , , idle = 0, iowait = 0] = fields;
  return { idle: idle + iowait, total: fields.reduce((sum, ticks) => sum + ticks, 0) };
}

/**
 * How busy the machine's CPUs were since `before`: 0 idle, 1 all busy.
 * @param {ReturnType<typeof machineTicks>} before
 */
export function machineBusySince(before) {
  const now = machineTicks();
  return 1 - (now.idle - before.idle) / (now.total - before.total);
}

/**
 * Resets the kernel's peak-RSS mark (VmHWM) of `pid` to its current RSS;
 * false when not allowed.
 * @param {number} pid
 */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {object} RssSamples
 * @property {number} peakSampled  highest RSS sampled, bytes
 * @property {number} peakKernel  the kernel's peak (VmHWM) since the start, which
 *   catches what falls between samples; NaN when it could not be reset
 * @property {number} samples
 * @property {number} longestGapMs  longest time between two samples
 */

/**
 * Samples the RSS of `pid` every `intervalMs` until `stop()`. The sampling
 * runs in a worker thread, so a main thread busy sending the load does not
 * delay it.
 * @param {number} pid
 * @param {number} [intervalMs]
 * @returns {Promise<{ stop: () => Promise<RssSamples> }>}
 */
export async function sampleRss(pid, intervalMs = 50) {
  const peakReset = resetPeak(pid);
  const worker = new Worker(new URL(import.meta.url), { workerData: { pid, intervalMs } });
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    async stop() {
      const done = new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      worker.postMessage('stop');
      const result = /** @type {Omit<RssSamples, 'peakKernel'>} */ (await done);
      await worker.terminate();
      return { ...result, peakKernel: peakReset ? statusBytes(pid, 'VmHWM') : NaN };
    },
  };
}

// The worker: samples until told to stop, then answers with what it saw.
if (!isMainThread && parentPort) {
  const port = parentPort;
  const { pid, intervalMs } = workerData;
  let peakSampled = statusBytes(pid, 'VmRSS');
  let samples = 1;
  let last = performance.now();
  let longestGapMs = 0;
  const take = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    samples += 1;
    peakSampled = Math.max(peakSampled, statusBytes(pid, 'VmRSS'));
  };
  const timer = setInterval(take, intervalMs);
  port.on('message', () => {
    clearInterval(timer);
    take();
    port.postMessage({ peakSampled, samples, longestGapMs });
  });
  port.postMessage('started');
}
