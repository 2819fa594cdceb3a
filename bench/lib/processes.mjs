import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @type {Set<ChildProcess>} */
const running = new Set();
/** @type {Set<() => Promise<void>>} */
const cleanups = new Set();

/**
 * Registers an async clean-up (stop a server, remove its data) to run on
 * `cleanUpAll()`, Ctrl-C or SIGTERM. Returns a function that unregisters it.
 * @param {() => Promise<void>} task
 */
export function onCleanup(task) {
  cleanups.add(task);
  return () => void cleanups.delete(task);
}

/** Runs every registered clean-up, newest first; one failing does not skip the others. */
export async function cleanUpAll() {
  for (const task of [...cleanups].reverse()) {
    cleanups.delete(task);
    await task().catch((error) => console.error(`clean-up failed: ${error?.message ?? error}`));
  }
}

// Conventional exit status for death by a signal: 128 + its number.
const exitCodes = { SIGINT: 130, SIGTERM: 143 };
for (const [signal, code] of Object.entries(exitCodes)) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping child processes…`);
    void cleanUpAll().finally(() => process.exit(code));
  });
}

// Last resort when the process exits without cleaning up (process.exit, a crash):
// no await is possible here, so children are killed outright.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Spawns a child process whose output goes to our stderr, each line prefixed
 * with `name`. It is killed if we exit first.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function spawnChild(name, command, args, options = {}) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const forward = (/** @type {Buffer} */ chunk) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      process.stderr.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/**
 * Asks a child to stop (SIGTERM, so the server closes its database cleanly)
 * and kills it if it has not exited within `graceMs`.
 * @param {ChildProcess} child
 * @param {number} [graceMs]
 */
export async function stopChild(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
