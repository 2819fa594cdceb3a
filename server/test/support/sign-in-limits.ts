import { expect } from '@jest/globals';
import type { Response } from 'supertest';
import type { GraphqlResponse, TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;
export const WRONG_PASSWORD = 'Wrong#Pass1';
export const SIGN_IN = `mutation($input: SignInInput!) { signIn(input: $input) { redirectUrl } }`;

/** A new browser (its own cookies) at a given address. */
export function browserAt(sut: TestApp, ip: string): TestClient {
  const client = sut.client();
  client.ip = ip;
  return client;
}

export const signInRest = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/signin', { email, password });

export const signInGraphql = (client: TestClient, email: string, password: string) =>
  client.graphql(SIGN_IN, { input: { email, password } });

/** Statuses of `times` wrong guesses in a row. */
export async function guessWrong(client: TestClient, email: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++)
    statuses.push((await signInRest(client, email, WRONG_PASSWORD)).status);
  return statuses;
}

/** A limited REST answer: 429, the message with the wait in minutes, Retry-After in seconds. Returns the seconds. */
export function expectLimitedRest(res: Response): number {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ message: expect.stringMatching(TOO_MANY), code: 'RATE_LIMITED' });
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1).toBe(true);
  // The message's minutes are the header's seconds rounded up.
  expect(res.body.message).toContain(`in ${Math.ceil(seconds / 60)} minute`);
  return seconds;
}

export function expectLimitedGraphql(res: GraphqlResponse): number {
  expect(res.errors).toHaveLength(1);
  const [error] = res.errors!;
  expect(error!.extensions?.code).toBe('RATE_LIMITED');
  expect(error!.message).toMatch(TOO_MANY);
  const seconds = (error!.extensions as { retryAfter?: number }).retryAfter;
  expect(Number.isInteger(seconds) && seconds! >= 1).toBe(true);
  return seconds!;
}
