import { randomInt, randomUUID } from 'node:crypto';

import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

// Accounts made through the GraphQL API (as the browser would), so journeys can
// start signed in without depending on the sign-in page.

export interface Credentials {
  email: string;
  password: string;
}

interface GraphqlAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** An address of its own per browser context: the server's per-IP rate limits then never meet. */
export function randomClientIp(): string {
  return `10.${String(randomInt(256))}.${String(randomInt(256))}.${String(randomInt(1, 255))}`;
}

async function xsrfToken(request: APIRequestContext, context: BrowserContext): Promise<string> {
  const find = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const existing = await find();
  if (existing) return existing;
  // Any page answer sets the cookie.
  await request.get('/');
  const token = await find();
  if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
  return token;
}

/** Runs a GraphQL operation with the page's cookies; any cookies it sets land in the browser. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer<T>> {
  const token = await xsrfToken(page.request, page.context());
  const response = await page.request.post('/graphql', {
    data: { query, variables },
    headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
  });
  return (await response.json()) as GraphqlAnswer<T>;
}

/** A GraphQL call that must succeed: its data, or the test fails with the errors. */
export async function graphqlData<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphql<T>(page, query, variables);
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const SIGN_UP = `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { message } }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { redirectUrl } }`;

/** Creates a new (unverified) student; names are letters only, as sign-up requires. */
export async function signUpStudent(
  page: Page,
  names = { firstname: 'Ada', lastname: 'Lovelace' },
): Promise<Credentials & { firstname: string; lastname: string }> {
  const email = `e2e-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Sasm-e2e-Pass1!';
  const answer = await graphql(page, SIGN_UP, {
    input: { ...names, email, password, confirmPassword: password },
  });
  if (answer.errors) throw new Error(`signUp failed: ${JSON.stringify(answer.errors)}`);
  return { ...names, email, password };
}

/** Signs in through the API: the session cookies are the page's from now on. */
export async function trySignIn(
  page: Page,
  credentials: Credentials,
): Promise<GraphqlAnswer<unknown>> {
  const { email, password } = credentials;
  return graphql(page, SIGN_IN, { input: { email, password } });
}

export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  const answer = await trySignIn(page, credentials);
  if (answer.errors) throw new Error(`signIn failed: ${JSON.stringify(answer.errors)}`);
}

const CREATE_TEST_ACCOUNT = `mutation Create($input: TestAccountInput!) {
  createTestAccount(input: $input) { email password }
}`;

/**
 * A verified staff account of this test alone (test-only server hook): sign-in
 * limits count per account, so shared demo accounts would run out in a full run.
 */
export async function staffAccount(page: Page, role: 'hr' | 'office'): Promise<Credentials> {
  const answer = await graphql<{ createTestAccount: Credentials }>(page, CREATE_TEST_ACCOUNT, {
    input: { role },
  });
  if (!answer.data) throw new Error(`createTestAccount failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.createTestAccount;
}

/** Signs `page` in as a new staff account of this test alone. */
export async function signInAsStaff(page: Page, role: 'hr' | 'office'): Promise<Credentials> {
  const account = await staffAccount(page, role);
  await signIn(page, account);
  return account;
}
