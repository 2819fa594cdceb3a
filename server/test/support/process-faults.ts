import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { signIn } from './factories.js';
import type { ServerProcess } from './server-process.js';
import { TestClient } from './test-client.js';

/** Polls `check` until it holds or `withinMs` passed; resolves whether it held (assert on that). */
export async function until(
  check: () => boolean | Promise<boolean>,
  withinMs = 30_000,
): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
}

/** Resolves once the server process printed `text` (rejects with its output after `withinMs`). */
export async function printed(server: ServerProcess, text: string, withinMs = 30_000) {
  if (!(await until(() => server.output().includes(text), withinMs)))
    throw new Error(`The server never printed "${text}":\n${server.output()}`);
}

/** The REST sign-up body of a new student (password "secret12"). */
export function signUpBody(email: string) {
  return {
    firstname: 'Ana',
    lastname: 'Cruz',
    email,
    password: 'secret12',
    confirm_password: 'secret12',
  };
}

export interface HeldAnswer {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

export interface HeldRequest {
  /** The answer, whenever it comes (rejects when the connection is cut first). */
  answer: Promise<HeldAnswer>;
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<HeldAnswer>;
}

/**
 * A JSON POST the server has started (its headers are read: Node answered
 * "100 Continue" and handed it to the app) but cannot finish: half its body is
 * held back until `finish()`.
 */
export async function holdRequest(
  baseUrl: string,
  path: string,
  body: object,
): Promise<HeldRequest> {
  const bytes = Buffer.from(JSON.stringify(body));
  // A browser's first visit: the XSRF cookie that the POST echoes.
  const xsrf = (await new TestClient(baseUrl).visit()).cookie('XSRF-TOKEN')!;
  const req = httpRequest(new URL(path, baseUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': bytes.length,
      expect: '100-continue',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': xsrf,
    },
  });
  const answer = new Promise<HeldAnswer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
        }),
      );
    });
  });
  const started = new Promise((resolve) => req.once('continue', resolve));
  req.flushHeaders();
  await started;
  req.write(bytes.subarray(0, bytes.length >> 1));
  // Observed by the caller, or not at all (a test that never finishes the request).
  answer.catch(() => undefined);
  return {
    answer,
    finish: () => {
      req.end(bytes.subarray(bytes.length >> 1));
      return answer;
    },
  };
}

/** Sign-ups sent one after another by a few concurrent clients, until `stop()`. */
export interface SteadySignUps {
  /** Addresses whose sign-up the server answered 201 (acknowledged). */
  acknowledged: string[];
  /** Every answer's status; 0 when there was none (connection refused or cut). */
  statuses: number[];
  stop(): Promise<void>;
}

export function startSignUps(baseUrl: string, prefix: string, writers = 3): SteadySignUps {
  const acknowledged: string[] = [];
  const statuses: number[] = [];
  let stopping = false;
  let next = 0;
  const loops = Array.from({ length: writers }, async () => {
    const client = new TestClient(baseUrl);
    while (!stopping) {
      const email = `${prefix}-${(next += 1)}@example.edu`;
      try {
        const res = await client.post('/api/auth/signup', signUpBody(email));
        statuses.push(res.status);
        if (res.status === 201) acknowledged.push(email);
      } catch {
        statuses.push(0);
        await sleep(50);
      }
    }
  });
  return {
    acknowledged,
    statuses,
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

const USERS_PAGE = `query($search: String!, $page: Int!) {
  users(filter: { search: $search }, page: $page, limit: 100) {
    items { email }
    pagination { totalPages }
  }
}`;

/** Every account whose name or address contains `search`, as HR lists them. */
export async function listedEmails(hr: TestClient, search: string): Promise<Set<string>> {
  const emails = new Set<string>();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const res = await hr.graphql<{
      users: { items: Array<{ email: string }>; pagination: { totalPages: number } };
    }>(USERS_PAGE, { search, page });
    if (!res.data) throw new Error(`users query failed: ${JSON.stringify(res.errors)}`);
    for (const { email } of res.data.users.items) emails.add(email);
    pages = res.data.users.pagination.totalPages;
  }
  return emails;
}

/** A new account of `role` on the server process (the test-only createTestAccount), signed in. */
export async function signedInAccount(baseUrl: string, role: 'student' | 'hr') {
  const client = new TestClient(baseUrl);
  const res = await client.graphql<{ createTestAccount: { email: string; password: string } }>(
    'mutation($input: TestAccountInput!) { createTestAccount(input: $input) { email password } }',
    { input: { role } },
  );
  const account = res.data!.createTestAccount;
  await signIn(client, account);
  return { client, account };
}
