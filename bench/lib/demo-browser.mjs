// Debian's Chromium against a server seeded with the demo data (SEED_DEMO): what the suites
// that measure the web client in a browser share.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** Chromium without its own background requests, which would only add noise. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/**
 * The password the demo accounts share, as the seed wrote it into the data directory.
 * @param {string} dataDir
 */
export async function demoPassword(dataDir) {
  const password = (await readFile(join(dataDir, 'demo-credentials.txt'), 'utf8')).match(
    /Demo-\S+/,
  )?.[0];
  if (!password) throw new Error('no demo password in demo-credentials.txt');
  return password;
}

/**
 * Signs `email` in within `context` the way the web client does (the XSRF
 * cookie from any answer, then POST /api/auth/signin): the context then holds
 * a session of its own and still an empty cache.
 * @param {import('playwright-core').BrowserContext} context
 * @param {{ email: string, password: string }} account
 */
export async function signIn(context, { email, password }) {
  await context.request.get('/api/health');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN');
  if (!xsrf) throw new Error('no XSRF-TOKEN cookie from /api/health');
  const response = await context.request.post('/api/auth/signin', {
    data: { email, password },
    headers: { 'x-xsrf-token': decodeURIComponent(xsrf.value) },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} answered ${response.status()}`);
}
