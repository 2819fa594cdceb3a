// The sign-in limits' two scenarios against a running server with default settings
// (TRUST_PROXY unset, so the server sees each connection's own address):
//
//   npm start                                          # in another terminal
//   node scripts/sign-in-limits-acceptance.mjs         # or: … http://localhost:3000
//
// Campus: 600 sign-ups and 600 sign-ins of different accounts from one address, all accepted.
// Attack: 1,000 wrong guesses at hr@demo.local from 100 addresses (127.0.0.2–101: Linux answers
// on all of 127/8); every attacker is throttled, the owner's known browser signs in at once, and
// a new browser after the wait. Exits 1 on the first expectation that fails.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const base = new URL(process.argv[2] ?? 'http://localhost:3000');
const host = base.hostname === 'localhost' ? '127.0.0.1' : base.hostname;
const STAFF = 'hr@demo.local';
const WRONG = 'Not-the-password1!';

/** A browser from one address: keeps its cookies and echoes the XSRF token. */
class Browser {
  cookies = new Map();

  constructor(localAddress = '127.0.0.1') {
    this.localAddress = localAddress;
  }

  /** @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: string }>} */
  request(method, path, payload) {
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    const headers = { 'content-type': 'application/json' };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf);
    const options = { host, port: base.port || 80, method, path, headers };
    return new Promise((resolve, reject) => {
      const req = http.request({ ...options, localAddress: this.localAddress }, (res) => {
        for (const line of res.headers['set-cookie'] ?? []) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const value = pair.slice(at + 1).trim();
          if (value === '') this.cookies.delete(pair.slice(0, at).trim());
          else this.cookies.set(pair.slice(0, at).trim(), value);
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  async signIn(email, password) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/health');
    return this.request('POST', '/api/auth/signin', { email, password });
  }
}

let failed = false;
function expect(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failed = true;
}

/** Runs `work` for every item, `width` at a time. */
async function inBatches(items, width, work) {
  const results = [];
  for (let i = 0; i < items.length; i += width)
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return results;
}

const count = (statuses, status) => statuses.filter((s) => s === status).length;

async function campus() {
  console.log('\nCampus: one address, 600 sign-ups, then 600 sign-ins of those accounts');
  const emails = Array.from(
    { length: 600 },
    () => `campus-${randomUUID().slice(0, 12)}@example.com`,
  );
  const password = 'Campus-pass1!';
  const signUps = await inBatches(emails, 10, async (email) => {
    const browser = new Browser();
    await browser.request('GET', '/api/health');
    const res = await browser.request('POST', '/api/auth/signup', {
      firstname: 'Campus',
      lastname: 'Student',
      email,
      password,
      confirm_password: password,
    });
    return res.status;
  });
  expect(
    '600 sign-ups from one address accepted',
    count(signUps, 201) === 600,
    `${count(signUps, 201)} × 201`,
  );
  const signIns = await inBatches(
    emails,
    10,
    async (email) => (await new Browser().signIn(email, password)).status,
  );
  expect(
    '600 sign-ins from one address accepted',
    count(signIns, 200) === 600,
    `${count(signIns, 200)} × 200`,
  );
}

async function attack(staffPassword) {
  console.log(`\nAttack: 1,000 wrong guesses at ${STAFF} from 100 addresses`);
  const owner = new Browser();
  const first = await owner.signIn(STAFF, staffPassword);
  expect("the owner's browser signs in before the attack", first.status === 200, `${first.status}`);

  const attackers = Array.from({ length: 100 }, (_, i) => new Browser(`127.0.0.${i + 2}`));
  const statuses = attackers.map(() => []);
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(attackers.map((browser) => browser.signIn(STAFF, WRONG)));
    answers.forEach((res, i) => statuses[i].push(res.status));
  }
  const all = statuses.flat();
  expect(
    'only the 10 free failures reached the password check',
    count(all, 401) === 10,
    `${count(all, 401)} × 401`,
  );
  expect('the other 990 were throttled', count(all, 429) === 990, `${count(all, 429)} × 429`);
  expect(
    'every attacker was throttled',
    statuses.every((mine) => mine.includes(429)),
  );

  const known = await owner.signIn(STAFF, staffPassword);
  expect("the owner's known browser signs in at once", known.status === 200, `${known.status}`);

  const newcomer = new Browser();
  const refused = await newcomer.signIn(STAFF, staffPassword);
  const wait = Number(refused.headers['retry-after']);
  expect(
    'a new browser of the owner waits, told how long',
    refused.status === 429 &&
      wait > 0 &&
      wait <= 60 &&
      /Try again in \d+ minutes?\./.test(refused.body),
    `${refused.status}, Retry-After ${refused.headers['retry-after']}`,
  );
  console.log(`     waiting ${wait} s…`);
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  const later = await newcomer.signIn(STAFF, staffPassword);
  expect('then it signs in', later.status === 200, `${later.status}`);
}

/** The demo accounts' password: DEMO_PASSWORD, or what the first start wrote to DATA_DIR (var/). */
async function demoPassword() {
  if (process.env.DEMO_PASSWORD) return process.env.DEMO_PASSWORD;
  const file = process.env.DATA_DIR
    ? pathToFileURL(resolve(process.env.DATA_DIR, 'demo-credentials.txt'))
    : new URL('../var/demo-credentials.txt', import.meta.url);
  const text = await readFile(file, 'utf8');
  const match = new RegExp(`${STAFF.replace('.', '\\.')}\\s+(\\S+)`).exec(text);
  if (!match) throw new Error(`no password in ${file.pathname}: set DEMO_PASSWORD`);
  return match[1];
}

const staffPassword = await demoPassword();
await campus();
await attack(staffPassword);
console.log(failed ? '\nFAILED' : '\nBoth scenarios pass.');
process.exit(failed ? 1 : 0);
