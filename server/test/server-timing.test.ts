// Each answer says how many database queries its request ran (Server-Timing), which the
// benchmarks add up per operation: here, that a page of the staff list is loaded once
// however many tables refetch it at the same moment after a change.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationForm, submitRest } from './support/applications.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

// A search: the first page of the whole list may also refresh the table's row estimate, once a minute.
const SURNAME = `Timed ${Date.now()}`;
const PAGE = {
  query: `query Page($search: String) {
    applications(filter: { search: $search }, page: 1, limit: 10) {
      applications { id lastName status }
      pagination { totalItems }
    }
  }`,
  variables: { search: SURNAME },
};

/** The queries an answer says its request ran. */
function queriesOf(res: { headers: Record<string, unknown> }): number {
  const header = String(res.headers['server-timing'] ?? '');
  const said = /(?:^|,\s*)db;desc="(\d+) queries"/.exec(header);
  if (!said) throw new Error(`no database queries in Server-Timing: "${header}"`);
  return Number(said[1]);
}

/** The pages of a cached list an answer says its request loaded. */
function listLoadsOf(res: { headers: Record<string, unknown> }): number {
  const header = String(res.headers['server-timing'] ?? '');
  const said = /(?:^|,\s*)list;desc="(\d+) loads"/.exec(header);
  if (!said) throw new Error(`no list loads in Server-Timing: "${header}"`);
  return Number(said[1]);
}

describe('Server-Timing: the database queries of each request', () => {
  let sut: TestApp;
  let hr: TestClient;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SERVER_TIMING: 'true' } });
    hr = (await signedInClient(sut, { role: 'hr' })).client;
  });

  afterAll(async () => {
    await sut.close();
  });

  /** A new application on the list; HR's own session read again, should the change have dropped it. */
  async function submitOne(): Promise<void> {
    const { client } = await signedInClient(sut);
    const res = await submitRest(client, applicationForm({ lastName: SURNAME }));
    expect(res.status).toBe(201);
    expect((await hr.graphql('{ me { id } }')).errors).toBeUndefined();
  }

  it('counts a load, and nothing for a page already loaded', async () => {
    await submitOne();
    const loaded = await hr.post('/graphql', PAGE);
    expect(loaded.status).toBe(200);
    expect(queriesOf(loaded)).toBeGreaterThan(0);
    expect(listLoadsOf(loaded)).toBe(1);

    const again = await hr.post('/graphql', PAGE);
    expect(again.body).toEqual(loaded.body);
    expect(queriesOf(again)).toBe(0);
    expect(listLoadsOf(again)).toBe(0);
  });

  it('after a change, loads a page once for all the tables refetching it at once', async () => {
    await hr.post('/graphql', PAGE);
    await submitOne();
    const alone = queriesOf(await hr.post('/graphql', PAGE));
    await submitOne();

    const storm = await Promise.all(Array.from({ length: 20 }, () => hr.post('/graphql', PAGE)));

    expect(storm.map((res) => res.status)).toEqual(storm.map(() => 200));
    expect(storm.reduce((sum, res) => sum + queriesOf(res), 0)).toBe(alone);
    expect(storm.reduce((sum, res) => sum + listLoadsOf(res), 0)).toBe(1);
    expect(new Set(storm.map((res) => res.body.data.applications.pagination.totalItems))).toEqual(
      new Set([3]),
    );
  });

  it("shares the REST page's documents too, however each request batches its rows", async () => {
    const rest = `/api/applications/all?search=${encodeURIComponent(SURNAME)}&page=1&limit=10`;
    await hr.get(rest);
    await submitOne();
    const alone = queriesOf(await hr.get(rest));
    await submitOne();

    const storm = await Promise.all(Array.from({ length: 20 }, () => hr.get(rest)));

    expect(storm.map((res) => res.status)).toEqual(storm.map(() => 200));
    expect(storm.reduce((sum, res) => sum + queriesOf(res), 0)).toBe(alone);
    expect(new Set(storm.map((res) => res.body.applications.length))).toEqual(new Set([5]));
  });

  it('is not said unless switched on', async () => {
    const quiet = await createTestApp();
    try {
      const res = await (await signedInClient(quiet, { role: 'hr' })).client.post('/graphql', PAGE);
      expect(res.status).toBe(200);
      expect(res.headers['server-timing']).toBeUndefined();
    } finally {
      await quiet.close();
    }
  });
});
