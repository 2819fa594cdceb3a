import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite.js';
import { PgliteStatements } from './pglite-statements.js';

const preparedTexts = async (client: PGlite) =>
  (
    await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'sasm_%' order by statement",
    )
  ).rows.map((row) => row.statement);

describe(PgliteStatements.name, () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await createPglite();
    await client.exec(`create table notes (id int primary key, body text not null, meta jsonb)`);
  }, 60_000);
  afterAll(() => client.close());

  it('prepares a text once and runs it with each call’s values, typed as the statement says', async () => {
    const statements = new PgliteStatements(client);
    const insert = 'insert into notes (id, body, meta) values ($1, $2, $3) returning id, meta';
    const first = await statements.run(insert, [1, 'one', { tags: ['a'] }], 'object');
    const second = await statements.run(insert, [2, 'two', null], 'array');
    expect(first.rows).toEqual([{ id: 1, meta: { tags: ['a'] } }]);
    expect(second.rows).toEqual([[2, null]]);
    expect(second.affectedRows).toBe(1);
    expect(second.fields.map((field) => field.name)).toEqual(['id', 'meta']);
    expect(await preparedTexts(client)).toEqual([insert]);
  });

  it('answers a statement without rows, and an error with its SQLSTATE, leaving the connection usable', async () => {
    const statements = new PgliteStatements(client);
    const update = await statements.run(
      'update notes set body = $1 where id > $2',
      ['x', 0],
      'array',
    );
    expect(update).toMatchObject({ rows: [], affectedRows: 2 });
    await expect(
      statements.run('insert into notes (id, body) values ($1, $2)', [1, 'again'], 'array'),
    ).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    await expect(statements.run('selec 1', [], 'array')).rejects.toMatchObject({ code: '42601' });
    const { rows } = await statements.run('select count(*)::int from notes', [], 'array');
    expect(rows).toEqual([[2]]);
  });

  it('keeps at most its capacity prepared, dropping the least recently used', async () => {
    await client.exec('deallocate all');
    const statements = new PgliteStatements(client, 2);
    await statements.run('select 1', [], 'array');
    await statements.run('select 2', [], 'array');
    await statements.run('select 1', [], 'array');
    await statements.run('select 3', [], 'array');
    expect(await preparedTexts(client)).toEqual(['select 1', 'select 3']);
  });

  it('prepares a text again when its table changed under it, or it was deallocated', async () => {
    const statements = new PgliteStatements(client);
    const select = 'select * from notes where id = $1';
    expect((await statements.run(select, [1], 'array')).rows[0]).toHaveLength(3);
    await client.exec('alter table notes add column pinned boolean not null default false');
    expect((await statements.run(select, [1], 'array')).rows).toEqual([
      [1, 'x', { tags: ['a'] }, false],
    ]);
    await client.exec('deallocate all');
    expect((await statements.run(select, [2], 'array')).rows).toEqual([[2, 'x', null, false]]);
  });
});
