import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';
import { onCleanup, spawnChild, stopChild } from './processes.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const serverDist = join(repoRoot, 'server', 'dist');
const helloServerScript = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
const bareSignInScript = fileURLToPath(new URL('./bare-signin-server.mjs', import.meta.url));

/**
 * @typedef {object} Service
 * @property {string} url  base URL, e.g. http://127.0.0.1:41234
 * @property {() => Promise<void>} stop  stops the process and removes what it left behind
 */

/**
 * Starts the built SASM server as in production, on a free port and a fresh
 * temporary data directory (embedded PGlite), and resolves once
 * /api/health answers. `env` overrides or adds settings, e.g.
 * `{ DATABASE_URL: 'postgres://…' }` to measure against PostgreSQL.
 * `dataDir` uses a directory the caller prepared (and removes) instead.
 * @param {{ env?: Record<string, string>, dataDir?: string }} [options]
 * @returns {Promise<Service & { dataDir: string, pid: number | undefined }>}
 */
export async function startServer({ env = {}, dataDir: givenDataDir } = {}) {
  const entry = join(serverDist, 'main.js');
  if (!existsSync(entry))
    throw new Error(`${entry} is missing: run "npm run build -w server" first`);

  const port = await freePort();
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'sasm-bench-')));
  const removeDataDir = async () => {
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    const service = await startService({
      name: 'server',
      // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
      args: [
        ...productionNodeFlags(),
        ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        entry,
      ],
      env: {
        ...(await withoutServerSettings(process.env)),
        NODE_ENV: 'production',
        JWT_SECRET: randomBytes(48).toString('base64url'),
        DATA_DIR: dataDir,
        PORT: String(port),
        // Every request is logged at "log": we would be measuring the logger.
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        ...env,
      },
      readyUrl: `${url}/api/health`,
      // A new PGlite data directory takes several seconds to initialise.
      timeoutMs: 60_000,
    });
    const stop = async () => {
      await service.stop();
      await removeDataDir();
    };
    const unregister = onCleanup(stop);
    return {
      url,
      dataDir,
      pid: service.pid,
      stop: async () => {
        unregister();
        await stop();
      },
    };
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

/**
 * Starts the plain node:http "hello" server (the baseline) in its own process.
 * @returns {Promise<Service & { pid: number | undefined }>}
 */
export function startHelloServer() {
  return startScript('hello', [helloServerScript]);
}

/**
 * Starts the bare sign-in server (bare-signin-server.mjs, the signin suite's
 * floor) in its own process on the server's PostgreSQL database, with the
 * server's node flags.
 * @param {string} databaseUrl
 * @returns {Promise<Service & { pid: number | undefined }>}
 */
export function startBareSignInServer(databaseUrl) {
  return startScript('bare sign-in', [...productionNodeFlags(), bareSignInScript], {
    DATABASE_URL: databaseUrl,
  });
}

/**
 * Runs one of the bench's own small servers (`node ...args`, PORT set to a
 * free port) and resolves once it answers GET /.
 * @param {string} name
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 */
async function startScript(name, args, env = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = await startService({
    name,
    args,
    env: { ...process.env, ...env, PORT: String(port) },
    readyUrl: `${url}/`,
    timeoutMs: 10_000,
  });
  const unregister = onCleanup(service.stop);
  return {
    url,
    pid: service.pid,
    stop: async () => {
      unregister();
      await service.stop();
    },
  };
}

/**
 * Runs `node ...args` and waits until `readyUrl` answers 2xx. If the process
 * exits or the time runs out first, it is stopped (its output, above, says why).
 * @param {{ name: string, args: string[], env: NodeJS.ProcessEnv, readyUrl: string, timeoutMs: number }} options
 */
async function startService({ name, args, env, readyUrl, timeoutMs }) {
  const child = spawnChild(name, process.execPath, args, { env, cwd: repoRoot });
  const stop = () => stopChild(child);
  const exited = once(child, 'exit').then(([code, signal]) => {
    throw new Error(
      `${name} exited before it was ready (${signal ?? `code ${code}`}; its output is above)`,
    );
  });
  try {
    await Promise.race([waitUntilAnswering(readyUrl, timeoutMs), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop, pid: child.pid };
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 */
async function waitUntilAnswering(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The node flags the server runs with in production: those of its start
 * script (`node [flags] dist/main.js` in server/package.json, which the
 * Dockerfile repeats).
 * @returns {string[]}
 */
function productionNodeFlags() {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'server', 'package.json'), 'utf8'));
  const flags = /^node((?: --\S+)*) dist\/main\.js$/.exec(scripts.start);
  if (!flags) throw new Error(`server/package.json "start" is not "node [flags] dist/main.js"`);
  return flags[1].split(' ').filter(Boolean);
}

/**
 * The developer's shell may hold server settings (a DATABASE_URL, say) that
 * must not leak into a benchmark; the server's own schema lists them all.
 * @param {NodeJS.ProcessEnv} source
 */
async function withoutServerSettings(source) {
  const schemaModule = pathToFileURL(join(serverDist, 'config', 'config.schema.js'));
  const { environmentSchema } = await import(schemaModule.href);
  const settings = new Set(Object.keys(environmentSchema.shape));
  return Object.fromEntries(Object.entries(source).filter(([key]) => !settings.has(key)));
}

/**
 * Imports a module of the built server, e.g. `modules/auth/passwords.js`, so a
 * suite can use the server's own code (its password hashing, its queries).
 * @param {string} path  relative to server/dist
 */
export function importServerModule(path) {
  return import(pathToFileURL(join(serverDist, path)).href);
}
