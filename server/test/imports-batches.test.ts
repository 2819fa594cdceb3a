import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray, sql } from 'drizzle-orm';
import { DbContext } from '../src/db/db-context.js';
import { scholars, users } from '../src/db/schema.js';
import { IMPORT_LIMITS, type ImportLimits } from '../src/modules/imports/import-limits.js';
import { sampleCsv } from '../src/modules/imports/import-samples.js';
import { ImportsService } from '../src/modules/imports/imports.service.js';
import { signedInClient } from './support/factories.js';
import {
  applied,
  CANCEL,
  importOffices,
  ownScholars,
  previewed,
  settled,
  uniqueTag,
  type ImportAnswer,
} from './support/imports.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

/** Lets a test hold an apply after a batch until it says so. */
class BatchGate {
  private held: Array<{ rowsDone: number; release: () => void }> = [];
  private waiting: Array<(rowsDone: number) => void> = [];
  holding = false;

  readonly afterBatch = (_id: string, rowsDone: number) =>
    this.holding
      ? new Promise<void>((release) => {
          this.held.push({ rowsDone, release });
          this.waiting.splice(0).forEach((resolve) => resolve(rowsDone));
        })
      : Promise.resolve();

  /** The rows done when an apply next stops at the gate. */
  reached(): Promise<number> {
    const at = this.held[0];
    return at ? Promise.resolve(at.rowsDone) : new Promise((resolve) => this.waiting.push(resolve));
  }

  open(): void {
    this.holding = false;
    this.held.splice(0).forEach(({ release }) => release());
  }
}

describe(`${ImportsService.name}: batches`, () => {
  let sut: TestApp;
  let hr: TestClient;
  const gate = new BatchGate();
  // Batches of 3 rows past 4 rows: a small file shows what a long one does.
  const limits: ImportLimits = {
    singleTransactionRows: 4,
    batchRows: 3,
    staleAfterMs: 60_000,
    afterBatch: gate.afterBatch,
  };

  beforeAll(async () => {
    sut = await createTestApp({
      override: (builder) => builder.overrideProvider(IMPORT_LIMITS).useValue(limits),
    });
    ({ client: hr } = await signedInClient(sut, { role: 'hr' }));
  });
  afterAll(() => sut.close());

  const scholarsOf = async (rows: Array<{ email: string }>) =>
    sut
      .get<DbContext>(DbContext)
      .db.select({ id: scholars.id })
      .from(scholars)
      .innerJoin(users, sql`${users.id} = ${scholars.userId}`)
      .where(
        inArray(
          sql`lower(${users.email})`,
          rows.map((row) => row.email.trim().toLowerCase()),
        ),
      );

  it('applies a long file in batches in the background, its progress saved', async () => {
    const rows = ownScholars(10, 31, uniqueTag());
    await importOffices(hr, rows);
    const preview = await previewed(hr, 'scholars', sampleCsv('scholars', rows));
    const started = await applied(hr, preview.id);
    expect(started).toMatchObject({ status: 'applying', rowsTotal: 10 });
    expect(await settled(hr, preview.id)).toMatchObject({
      status: 'applied',
      createdRows: 10,
      rowsDone: 10,
      rowsTotal: 10,
    });
    expect(await scholarsOf(rows)).toHaveLength(10);
  });

  it('stops between batches when cancelled, says what was applied, and goes on when applied again', async () => {
    const rows = ownScholars(11, 37, uniqueTag());
    await importOffices(hr, rows);
    const preview = await previewed(hr, 'scholars', sampleCsv('scholars', rows));
    gate.holding = true;
    await applied(hr, preview.id);
    expect(await gate.reached()).toBe(3);

    const res = await hr.graphql<{ cancelImport: ImportAnswer }>(CANCEL, { id: preview.id });
    expect(res.data?.cancelImport).toMatchObject({ status: 'applying', cancelRequested: true });
    gate.open();
    const cancelled = await settled(hr, preview.id);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      rowsDone: 3,
      createdRows: 3,
      note: 'Cancelled after 3 of 11 rows; those rows were applied.',
    });
    expect(await scholarsOf(rows)).toHaveLength(3);

    // Applied again: the three are unchanged, the rest written.
    const resumed = await hr.post(`/api/imports/${preview.id}/apply`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.import).toMatchObject({ status: 'applying', unchangedCount: 3 });
    expect(await settled(hr, preview.id)).toMatchObject({
      status: 'applied',
      createdRows: 8,
      unchangedRows: 3,
      rowsDone: 11,
    });
    expect(await scholarsOf(rows)).toHaveLength(11);

    const over = await hr.post(`/api/imports/${preview.id}/cancel`, {});
    expect(over.status).toBe(409);
  });
});
