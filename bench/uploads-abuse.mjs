// Uploads under abuse (issue #18): N uploads dropped half-way and N that
// trickle below the minimum rate, against the built server in production
// mode on PostgreSQL, over REST and GraphQL. Prints the server's open
// descriptors, partial files and RSS before, right after and 5 s after each
// wave (goal: back to the baseline within 5 s), and that an ordinary request
// still answers while the wave is on. Figures are printed, never asserted.
import { readdirSync, readlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applicationForm } from '@sasm/test-data';
import { Browser } from './lib/browser.mjs';
import { APPLICATION_FIELDS } from './lib/applications-data.mjs';
import { createDatabase, withClient } from './lib/postgres.mjs';
import { printGrid } from './lib/report.mjs';
import { statusBytes } from './lib/rss.mjs';
import { importServerModule, startServer } from './lib/services.mjs';
import { positiveNumber } from './lib/settings.mjs';

const WAVE = positiveNumber('BENCH_ABUSE_UPLOADS', 200);
/** Rounds of the four waves: the second shows whether memory keeps growing or stays at its working size. */
const ROUNDS = positiveNumber('BENCH_ABUSE_ROUNDS', 2);
/** After the last wave, RSS is read again after these idle seconds (V8 shrinks an idle heap by itself). */
const IDLE_READINGS_S = [5, 15, 30];
const MB = 1024 * 1024;
const PASSWORD = 'Bench#Abuse-2026';
const WINDOW_S = 5;

const descriptors = (/** @type {number} */ pid) => readdirSync(`/proc/${pid}/fd`).length;
function partialFiles(/** @type {string} */ dataDir) {
  try {
    return readdirSync(join(dataDir, 'uploads', 'tmp')).length;
  } catch {
    return 0;
  }
}

/** A multipart body: the application's fields and a 2 MB "photo", in the transport's shape. */
function body(/** @type {'rest' | 'graphql'} */ transport) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const field = (/** @type {string} */ name, /** @type {string} */ value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const photo = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]),
    Buffer.alloc(2 * MB),
  ]);
  const fileHead = (/** @type {string} */ name) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const head =
    transport === 'rest'
      ? Object.entries(APPLICATION_FIELDS)
          .map(([name, value]) => field(name, value))
          .join('') + fileHead('profilePhoto')
      : field(
          'operations',
          JSON.stringify({
            query:
              'mutation S($input: SubmitApplicationInput!, $p: Upload) { submitApplication(input: $input, profilePhoto: $p) { id } }',
            variables: { input: applicationForm(), p: null },
          }),
        ) +
        field('map', JSON.stringify({ 0: ['variables.p'] })) +
        fileHead('0');
  return {
    boundary,
    bytes: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/**
 * Opens one upload as `browser` and either drops it after half its body or
 * trickles it (1 KB every 500 ms) until the server cuts it.
 * @param {string} url
 * @param {Browser} browser
 * @param {'rest' | 'graphql'} transport
 * @param {'drop' | 'trickle'} mode
 * @returns {Promise<number | null>} the status the server answered, null when dropped
 */
function abuse(url, browser, transport, mode) {
  const { boundary, bytes } = body(transport);
  return new Promise((resolve) => {
    const req = request(`${url}${transport === 'rest' ? '/api/applications' : '/graphql'}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(bytes.length),
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': decodeURIComponent(browser.cookies.get('XSRF-TOKEN') ?? ''),
        'apollo-require-preflight': 'true',
      },
    });
    req.on('error', () => resolve(null));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    if (mode === 'drop') {
      req.write(bytes.subarray(0, bytes.length / 2), async () => {
        await sleep(200);
        req.destroy();
        resolve(null);
      });
      return;
    }
    let sent = 0;
    const timer = setInterval(() => {
      if (req.destroyed || sent >= bytes.length) return clearInterval(timer);
      req.write(bytes.subarray(sent, sent + 1024));
      sent += 1024;
    }, 500);
    req.on('close', () => clearInterval(timer));
  });
}

/** Descriptors of `pid` open on files under `dir` (sockets and pipes left out). */
function fileDescriptors(/** @type {number} */ pid, /** @type {string} */ dir) {
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(dir);
    } catch {
      return false;
    }
  }).length;
}

/** The server's resources now. */
function reading(/** @type {number} */ pid, /** @type {string} */ dataDir) {
  return {
    fds: descriptors(pid),
    files: fileDescriptors(pid, join(dataDir, 'uploads')),
    parts: partialFiles(dataDir),
    rss: statusBytes(pid, 'VmRSS'),
  };
}

export default {
  name: 'uploads-abuse',
  description: `${WAVE} uploads dropped half-way, then ${WAVE} trickling at 2 KB/s, per transport (goal: descriptors, partial files and RSS back to baseline within 5 s)`,
  async run() {
    const database = await createDatabase('abuse');
    const server = await startServer({
      env: {
        DATABASE_URL: database.url,
        // One student opens every upload: the per-user limits are not what is measured here.
        UPLOADS_IN_FLIGHT: String(WAVE * 2),
        UPLOAD_MB_PER_HOUR: '100000',
        UPLOAD_RATE_WINDOW_S: String(WINDOW_S),
      },
    });
    try {
      const { hashPassword } = await importServerModule('modules/auth/passwords.js');
      const hash = await hashPassword(PASSWORD);
      await withClient(database.url, (client) =>
        client.query(
          `INSERT INTO users (firstname, lastname, email, password_hash, role, verified)
           VALUES ('Bench', 'Student', 'abuser@bench.local', $1, 'student', true)`,
          [hash],
        ),
      );
      const student = await new Browser(server.url).signIn('abuser@bench.local', PASSWORD);
      const pid = /** @type {number} */ (server.pid);
      // Unmeasured: the database pool, the JIT and the parsers reach their working size.
      for (const transport of /** @type {const} */ (['rest', 'graphql']))
        await Promise.all(
          Array.from({ length: 20 }, () => abuse(server.url, student, transport, 'drop')),
        );
      await sleep(1000);
      const rows = [];
      const warm = reading(pid, server.dataDir);
      for (let round = 1; round <= ROUNDS; round += 1)
        for (const transport of /** @type {const} */ (['rest', 'graphql'])) {
          for (const mode of /** @type {const} */ (['drop', 'trickle'])) {
            const before = reading(pid, server.dataDir);
            const started = performance.now();
            const wave = Promise.all(
              Array.from({ length: WAVE }, () => abuse(server.url, student, transport, mode)),
            );
            // Someone else's ordinary request while the wave is on.
            await sleep(500);
            const health = performance.now();
            const healthy = (await fetch(`${server.url}/api/health`)).status;
            const healthMs = performance.now() - health;
            const statuses = await wave;
            const ended = performance.now();
            const right = reading(pid, server.dataDir);
            let back = right;
            let waited = 0;
            while (waited < 5000 && (back.files > 0 || back.parts > 0 || back.fds > before.fds)) {
              await sleep(100);
              waited += 100;
              back = reading(pid, server.dataDir);
            }
            const answered = statuses.filter((status) => status !== null);
            rows.push([
              `${round}: ${transport} ${mode}`,
              `${((ended - started) / 1000).toFixed(1)}`,
              mode === 'trickle'
                ? `${answered.filter((s) => s === 408).length}×408`
                : `${WAVE - answered.length} dropped`,
              `${healthy} in ${healthMs.toFixed(0)} ms`,
              `${before.fds} → ${right.fds} → ${back.fds}`,
              `${right.files} → ${back.files}`,
              `${before.parts} → ${right.parts} → ${back.parts}`,
              `${(before.rss / MB).toFixed(0)} → ${(back.rss / MB).toFixed(0)}`,
              back.fds <= before.fds && back.parts === 0
                ? `yes, ${(waited / 1000).toFixed(1)} s`
                : 'NO',
            ]);
          }
        }
      printGrid(
        [
          'wave',
          'seconds',
          'outcome',
          '/api/health meanwhile',
          'descriptors (before → end → settled)',
          'on uploads/ (end → settled)',
          '.part files',
          'RSS MiB',
          'baseline ≤ 5 s',
        ],
        rows,
      );
      const idle = [];
      let slept = 0;
      for (const seconds of IDLE_READINGS_S) {
        await sleep((seconds - slept) * 1000);
        slept = seconds;
        idle.push(`${(reading(pid, server.dataDir).rss / MB).toFixed(0)} MiB after ${seconds} s`);
      }
      console.log(
        `\nRSS: ${(warm.rss / MB).toFixed(0)} MiB before the first wave (after the warm-up); idle after the last wave: ${idle.join(', ')}`,
      );
    } finally {
      await server.stop();
      await database.drop();
    }
  },
};
