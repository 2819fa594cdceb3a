import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { PGlite } from '@electric-sql/pglite';
import { count, eq } from 'drizzle-orm';
import { pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { createPglite, forDrizzle } from '../../db/pglite.js';
import { historyColumns, historyParent, statusChangeColumns } from './history.columns.js';
import { HistoryRepository } from './history.repository.js';

const people = pgTable('people', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstname: text('firstname').notNull(),
  lastname: text('lastname').notNull(),
});
const notes = pgTable('notes', { id: uuid('id').primaryKey().defaultRandom() });
const noteStatus = pgEnum('note_status', ['draft', 'sent']);
const noteEvents = pgTable('note_events', {
  ...historyColumns(() => people.id),
  noteId: historyParent('note_id', () => notes.id),
  ...statusChangeColumns(noteStatus),
  comment: text('comment'),
  bookkeeping: text('bookkeeping'),
});

describe(HistoryRepository.name, () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  let sut: HistoryRepository<typeof noteEvents, 'noteId', 'bookkeeping'>;
  beforeAll(async () => {
    client = await createPglite();
    await client.exec(`
      create table people (id uuid primary key default gen_random_uuid(), firstname text not null, lastname text not null);
      create table notes (id uuid primary key default gen_random_uuid());
      create type note_status as enum ('draft', 'sent');
      create table note_events (
        id uuid primary key default gen_random_uuid(),
        actor_id uuid references people(id) on delete set null,
        created_at timestamptz not null default now(),
        note_id uuid not null references notes(id) on delete cascade,
        from_status note_status, to_status note_status not null,
        comment text, bookkeeping text);`);
    db = drizzle({ client: forDrizzle(client) });
    sut = new HistoryRepository(
      { db },
      { table: noteEvents, parent: 'noteId', accounts: people, hidden: ['bookkeeping'] },
    );
  }, 60_000);
  afterAll(() => client.close());

  const newNote = async () => (await db.insert(notes).values({}).returning())[0]!.id;
  const newPerson = async (firstname: string, lastname: string) =>
    (await db.insert(people).values({ firstname, lastname }).returning())[0]!.id;

  it('lists a row’s history oldest first, naming the actor, without parent, actor id or hidden columns', async () => {
    const noteId = await newNote();
    const ana = await newPerson('Ana', 'Cruz');
    await sut.insert([
      { noteId, actorId: ana, toStatus: 'sent', createdAt: new Date('2026-02-02T00:00:00Z') },
      {
        noteId,
        actorId: null,
        toStatus: 'draft',
        comment: 'Started',
        bookkeeping: 'internal',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
    ]);
    await sut.insert({ noteId: await newNote(), toStatus: 'draft' });

    const rows = await sut.list(noteId);

    expect(rows).toEqual([
      {
        id: expect.any(String),
        createdAt: new Date('2026-01-01T00:00:00Z'),
        fromStatus: null,
        toStatus: 'draft',
        comment: 'Started',
        actorName: null,
      },
      {
        id: expect.any(String),
        createdAt: new Date('2026-02-02T00:00:00Z'),
        fromStatus: null,
        toStatus: 'sent',
        comment: null,
        actorName: 'Ana Cruz',
      },
    ]);
  });

  it('keeps the rows of a deleted account, without its name', async () => {
    const noteId = await newNote();
    const ben = await newPerson('Ben', 'Reyes');
    await sut.insert({ noteId, actorId: ben, toStatus: 'draft' });
    await db.delete(people).where(eq(people.id, ben));

    expect(await sut.list(noteId)).toMatchObject([{ actorName: null }]);
  });

  it('writes nothing for an empty list', async () => {
    const [before] = await db.select({ total: count() }).from(noteEvents);
    await sut.insert([]);
    const [after] = await db.select({ total: count() }).from(noteEvents);
    expect(after).toEqual(before);
  });
});
