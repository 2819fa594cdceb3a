import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { type Database, fromPglite } from '../../db/database.js';
import { DbContext } from '../../db/db-context.js';
import { createPglite } from '../../db/pglite.js';
import { DomainError } from '../errors/domain-error.js';
import { domainEvent, DomainEvents } from './domain-events.js';

const Happened = domainEvent<{ what: string }>('test.happened');
const Other = domainEvent<{ what: string }>('test.other');

const notesTable = pgTable('notes', { what: text('what').notNull() });

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe(DomainEvents.name, () => {
  it('awaits each listener before the next, in the order they subscribed', async () => {
    const sut = new DomainEvents();
    const steps: string[] = [];
    sut.on(Happened, async ({ what }) => {
      steps.push(`first starts ${what}`);
      await tick();
      steps.push('first ends');
    });
    sut.on(Happened, async () => {
      steps.push('second starts');
      await tick();
      steps.push('second ends');
    });

    await sut.emit(Happened, { what: 'x' });

    expect(steps).toEqual(['first starts x', 'first ends', 'second starts', 'second ends']);
  });

  it('calls only the listeners of the event emitted, and emits to none without fail', async () => {
    const sut = new DomainEvents();
    const heard: string[] = [];
    sut.on(Other, ({ what }) => void heard.push(what));

    await sut.emit(Happened, { what: 'x' });

    expect(heard).toEqual([]);
  });

  it('answers what the listeners answered, in their order, leaving out those that answered nothing', async () => {
    const Asked = domainEvent<{ what: string }, string>('test.asked');
    const sut = new DomainEvents();
    sut.on(Asked, async ({ what }) => {
      await tick();
      return `first ${what}`;
    });
    sut.on(Asked, () => undefined);
    sut.on(Asked, ({ what }) => `third ${what}`);

    expect(await sut.emit(Asked, { what: 'x' })).toEqual(['first x', 'third x']);
  });

  it('hands the caller the error a listener throws, as thrown, and stops there', async () => {
    const sut = new DomainEvents();
    const refusal = DomainError.badInput('No.', { newEmail: 'No.' });
    const heard: string[] = [];
    sut.on(Happened, async () => {
      await tick();
      throw refusal;
    });
    sut.on(Happened, () => void heard.push('second'));

    await expect(sut.emit(Happened, { what: 'x' })).rejects.toBe(refusal);
    expect(heard).toEqual([]);
  });

  describe('inside a transaction', () => {
    let database: Database;
    let context: DbContext;
    let sut: DomainEvents;
    beforeAll(async () => {
      database = fromPglite(await createPglite());
      await database.db.execute(sql`create table notes (what text not null)`);
      context = new DbContext(database.db);
      sut = new DomainEvents();
      sut.on(Happened, async ({ what }) => {
        await context.db.insert(notesTable).values({ what });
      });
      sut.on(Happened, ({ what }) => {
        if (what.startsWith('refused')) throw DomainError.conflict('Refused.');
      });
    }, 60_000);
    afterAll(() => database.close());

    const notes = async () => (await context.db.select().from(notesTable)).map((row) => row.what);
    const fail = () => {
      throw new Error('the caller fails after the event');
    };

    it('commits what listeners wrote with the caller’s writes', async () => {
      await context.transaction(async () => {
        await context.db.insert(notesTable).values({ what: 'caller' });
        await sut.emit(Happened, { what: 'kept' });
      });

      expect(await notes()).toEqual(expect.arrayContaining(['caller', 'kept']));
    });

    it('rolls back what listeners wrote when the caller fails later', async () => {
      await expect(
        context.transaction(async () => {
          await sut.emit(Happened, { what: 'dropped' });
          fail();
        }),
      ).rejects.toThrow('the caller fails after the event');

      expect(await notes()).not.toContain('dropped');
    });

    it('rolls back the caller’s and earlier listeners’ writes when a later listener refuses', async () => {
      await expect(
        context.transaction(async () => {
          await context.db.insert(notesTable).values({ what: 'before refusal' });
          await sut.emit(Happened, { what: 'refused' });
        }),
      ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Refused.' });

      expect(await notes()).not.toContain('before refusal');
      expect(await notes()).not.toContain('refused');
    });
  });
});
