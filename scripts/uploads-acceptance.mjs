// Uploads under abuse (issue #18) against a running server with default settings:
//
//   npm start                                          # in another terminal
//   node scripts/uploads-acceptance.mjs                # or: … http://localhost:3000
//
// First a schedule named Peñaranda-certificate.pdf downloads under that name. Then 500 uploads
// of 600 KB opened and dropped half-way (the demo student's, three at a time: the per-user
// limit; 300 MB in all, within the hourly budget), then 100 bodies trickling at 2 KB/s from 100
// addresses (127.0.0.2–101, signed out) and 3 from the demo student, while another user keeps
// being served; afterwards the server holds its baseline descriptors and no partial file. Reads the server's descriptors from
// /proc/<pid>/fd (the process listening on the port, or SERVER_PID). Exits 1 on the first
// expectation that fails.
import { execFileSync } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const host = base.hostname === 'localhost' ? '127.0.0.1' : base.hostname;
const port = Number(base.port || 80);
const dataDir = resolve(process.env.DATA_DIR ?? fileURLToPath(new URL('../var', import.meta.url)));
const STUDENT = 'student@demo.local';
const KB = 1024;

let failed = false;
function expect(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failed = true;
}

/** The pid listening on the port (ss), unless SERVER_PID says. */
function serverPid() {
  if (process.env.SERVER_PID) return Number(process.env.SERVER_PID);
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process listens on port ${port}: set SERVER_PID`);
  return Number(pid);
}

/**
 * The server's open descriptors, but the embedded database's own files: PGlite opens a
 * relation's files (and their free-space maps, as tables grow) the first time it needs them.
 */
function descriptors(pid) {
  const database = join(dataDir, 'db') + '/';
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return !readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith(database);
    } catch {
      return false;
    }
  }).length;
}
function partialFiles() {
  try {
    return readdirSync(join(dataDir, 'uploads', 'tmp')).length;
  } catch {
    return 0;
  }
}

/** A browser from one address: keeps its cookies and echoes the XSRF token. */
class Browser {
  cookies = new Map();

  constructor(localAddress = '127.0.0.1') {
    this.localAddress = localAddress;
  }

  headers(extra = {}) {
    const headers = { ...extra };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    return headers;
  }

  /** @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>} */
  request(method, path, { json, raw, headers } = {}) {
    const body = json === undefined ? raw : Buffer.from(JSON.stringify(json));
    const options = {
      host,
      port,
      method,
      path,
      localAddress: this.localAddress,
      // A connection per request: idle keep-alive sockets would count as the server's descriptors.
      agent: false,
      headers: this.headers({
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      }),
    };
    return new Promise((resolve, reject) => {
      const req = http.request(options, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        }
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('latin1'),
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async signIn(email, password) {
    await this.request('GET', '/api/health');
    return this.request('POST', '/api/auth/signin', { json: { email, password } });
  }

  /**
   * Sends a multipart body and drops it after half, or trickles it 2 KB every second.
   * Resolves with the status it was answered (null when dropped) and when the connection closed.
   */
  abuse(path, { boundary, body }, mode) {
    return new Promise((resolve) => {
      let status = null;
      const req = http.request({
        host,
        port,
        method: 'POST',
        path,
        localAddress: this.localAddress,
        agent: false,
        headers: this.headers({
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        }),
      });
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on('error', () => {});
      req.on('close', () => resolve(status));
      if (mode === 'drop') {
        req.write(body.subarray(0, body.length / 2), async () => {
          await sleep(150);
          req.destroy();
        });
        return;
      }
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed || sent >= body.length) return clearInterval(timer);
        req.write(body.subarray(sent, (sent += 2 * KB)));
      }, 1000);
    });
  }
}

/** A multipart body with one file part. */
function form(fileField, filename, bytes, fields = {}) {
  const boundary = `----accept${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    boundary,
    body: Buffer.concat([
      Buffer.from(parts.join('') + head, 'utf8'),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const pdf = (size) => {
  const head = Buffer.from('%PDF-1.4\n% acceptance\n');
  return Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
};

async function demoPassword() {
  if (process.env.DEMO_PASSWORD) return process.env.DEMO_PASSWORD;
  const file = pathToFileURL(join(dataDir, 'demo-credentials.txt'));
  const text = await readFile(file, 'utf8');
  const match = new RegExp(`${STUDENT.replace('.', '\\.')}\\s+(\\S+)`).exec(text);
  if (!match) throw new Error(`no password in ${file.pathname}: set DEMO_PASSWORD`);
  return match[1];
}

/** Waits (up to 5 s) until the server holds no more descriptors than `baseline` and no partial file. */
async function settled(pid, baseline) {
  let waited = 0;
  while (waited < 5000 && (descriptors(pid) > baseline || partialFiles() > 0)) {
    await sleep(100);
    waited += 100;
  }
  return waited;
}

const pid = serverPid();
const student = new Browser();
const signedIn = await student.signIn(STUDENT, await demoPassword());
expect('the demo student signs in', signedIn.status === 200, `${signedIn.status}`);
const bystander = new Browser('127.0.0.250');
await bystander.request('GET', '/api/health');
const upload = form('file', 'schedule.pdf', pdf(600 * KB));

console.log('A certificate named Peñaranda-certificate.pdf');
const named = form('file', 'Peñaranda-certificate.pdf', pdf(4 * KB));
const saved = await student.request('POST', '/api/schedules', {
  raw: named.body,
  headers: { 'content-type': `multipart/form-data; boundary=${named.boundary}` },
});
const url = /"fileUrl":"([^"]+)"/.exec(saved.body)?.[1];
expect('it is stored', saved.status === 201 && Boolean(url), `${saved.status}`);
if (url) {
  const file = await student.request('GET', `${url}?download=1`);
  const disposition = String(file.headers['content-disposition'] ?? '');
  expect(
    'it downloads under that name',
    disposition ===
      `attachment; filename="Penaranda-certificate.pdf"; filename*=UTF-8''Pe%C3%B1aranda-certificate.pdf`,
    disposition,
  );
}

// Unmeasured: one dropped upload, so the database has opened every file these requests touch.
await student.abuse('/api/schedules', upload, 'drop');
await sleep(1000);
const baseline = descriptors(pid);
console.log(`server pid ${pid}: ${baseline} descriptors, ${partialFiles()} partial files`);

console.log('\n500 uploads of a 600 KB schedule, each dropped half-way, three at a time');
let dropped = 0;
for (let i = 0; i < 500; i += 3) {
  const statuses = await Promise.all(
    [0, 1, 2].slice(0, 500 - i).map(() => student.abuse('/api/schedules', upload, 'drop')),
  );
  dropped += statuses.filter((status) => status === null).length;
  // The three slots free as the requests close, a moment later.
  await sleep(100);
}
const served = await bystander.request('GET', '/api/health');
expect('another user is served meanwhile', served.status === 200, `${served.status}`);
let waited = await settled(pid, baseline);
expect(
  'descriptors and partial files back to the baseline',
  descriptors(pid) <= baseline && partialFiles() === 0,
  `${dropped} dropped, ${descriptors(pid)} descriptors, ${partialFiles()} partial files, after ${waited} ms`,
);

console.log('\n100 bodies trickling at 2 KB/s from 100 addresses, 3 from the demo student');
const started = Date.now();
const trickles = [
  ...Array.from({ length: 100 }, (_, i) =>
    new Browser(`127.0.0.${i + 2}`).abuse('/api/schedules', upload, 'trickle'),
  ),
  ...[0, 1, 2].map(() => student.abuse('/api/schedules', upload, 'trickle')),
];
await sleep(2000);
const meanwhile = await bystander.request('GET', '/api/health');
expect('another user is served meanwhile', meanwhile.status === 200, `${meanwhile.status}`);
const outcomes = await Promise.all(trickles);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
expect(
  "the demo student's three are cut with 408",
  outcomes.slice(100).every((status) => status === 408),
  outcomes.slice(100).join(', '),
);
expect(
  'every connection was closed by the server within the minute',
  Number(seconds) < 60,
  `${seconds} s`,
);
waited = await settled(pid, baseline);
expect(
  'descriptors and partial files back to the baseline',
  descriptors(pid) <= baseline && partialFiles() === 0,
  `${descriptors(pid)} descriptors, ${partialFiles()} partial files, after ${waited} ms`,
);

console.log(failed ? '\nFAILED' : '\nEvery expectation holds.');
process.exit(failed ? 1 : 0);
