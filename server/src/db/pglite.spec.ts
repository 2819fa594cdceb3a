import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, forDrizzle } from './pglite.js';

const identity = (value: string) => value;
const SQL = `select timestamptz '2026-03-01 08:00:00+00' as at, date '2026-03-01' as day,
                    interval '90 minutes' as span, 7 as n, array[date '2026-03-01'] as days`;

describe(forDrizzle.name, () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await createPglite();
  }, 60_000);
  afterAll(() => client.close());

  it('leaves the types drizzle maps itself as text, with or without its per-query parsers', async () => {
    const expected = {
      at: '2026-03-01 08:00:00+00',
      day: '2026-03-01',
      span: '01:30:00',
      n: 7,
      days: '{2026-03-01}',
    };
    const drizzleClient = forDrizzle(client);
    const parsers = { 1184: identity, 1082: identity, 1186: identity, 1182: identity };
    expect((await drizzleClient.query(SQL, [], { parsers })).rows[0]).toEqual(expected);
    expect((await client.query(SQL)).rows[0]).toEqual(expected);
    const inTransaction = await drizzleClient.transaction((tx) => tx.query(SQL, [], { parsers }));
    expect(inTransaction.rows[0]).toEqual(expected);
  });

  it('keeps a per-query parser the instance does not hold', async () => {
    const parsers = { 1184: identity, 23: (value: string) => `#${value}` };
    const { rows } = await forDrizzle(client).query<{ n: string }>(SQL, [], { parsers });
    expect(rows[0]!.n).toBe('#7');
  });

  it('passes the rest of the client through, bound to the instance', async () => {
    const drizzleClient = forDrizzle(client);
    await drizzleClient.exec('create temporary table pings (id int)');
    await drizzleClient.query('insert into pings values ($1)', [1]);
    expect((await client.query('select count(*)::int as n from pings')).rows).toEqual([{ n: 1 }]);
    expect(drizzleClient.closed).toBe(false);
  });
});
