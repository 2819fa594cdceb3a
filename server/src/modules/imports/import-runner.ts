import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { DbContext } from '../../db/db-context.js';
import { FilesService } from '../files/files.service.js';
import type { User } from '../users/users.table.js';
import { readImportFile } from './import-files.js';
import { headerOf, type ImportKind, type ImportRow } from './import-kinds.js';
import { InjectImportLimits, type ImportLimits } from './import-limits.js';
import { isRefused, planRow, type PlanState, type RowPlan } from './import-plan.js';
import { checkedBatches, type FileCheck } from './import-rows.js';
import { ImportWriter } from './import-writer.js';
import { ImportsRepository, type NewImportRow } from './imports.repository.js';
import type { ImportRecord } from './imports.table.js';

export interface DryRunCounts {
  create: number;
  update: number;
  unchanged: number;
  error: number;
}

export interface WriteTally {
  created: number;
  updated: number;
  unchanged: number;
  done: number;
}

/** Why a write pass ended before the file's end. */
export type Stop = 'cancelled' | 'stopping';

export const IMPORT_FILE_GONE = 'The uploaded file is no longer kept; upload it again.';

const TALLIED = { create: 'created', update: 'updated', unchanged: 'unchanged' } as const;

type PlannedWithCells<K extends ImportKind> = RowPlan<K> & { cells?: Record<string, string> };

const labelOf = (cells: Record<string, string>) => (cells.email ?? cells.name ?? '').trim();

/**
 * Reads an import's stored file and checks it a batch at a time: the dry run
 * (each row's outcome saved for the preview) and the write pass (each batch
 * planned again against the database as it is, then written).
 */
@Injectable()
export class ImportRunner {
  constructor(
    private readonly imports: ImportsRepository,
    private readonly files: FilesService,
    private readonly writer: ImportWriter,
    private readonly context: DbContext,
    @InjectImportLimits() private readonly limits: ImportLimits,
  ) {}

  /** The rows of the stored file, read anew at each call. */
  read(record: ImportRecord, actor: User): () => AsyncIterable<ImportRow> {
    const kind = record.kind;
    const { fileId, fileName } = record;
    const files = this.files;
    return async function* () {
      if (!fileId) throw DomainError.conflict(IMPORT_FILE_GONE);
      const { stream } = await files.open(fileId, actor);
      yield* readImportFile(stream, { kind, fileName });
    };
  }

  /** Every row's outcome against the database as it is now, saved as the import's preview. */
  async dryRun(record: ImportRecord, actor: User): Promise<DryRunCounts> {
    const counts: DryRunCounts = { create: 0, update: 0, unchanged: 0, error: 0 };
    await this.imports.deleteRows(record.id);
    const batches = checkedBatches(record.kind, this.read(record, actor), this.limits.batchRows);
    for await (const batch of batches) {
      const rows: NewImportRow[] = [];
      for (const plan of (await this.plan(record.kind, batch)).plans) {
        const action = isRefused(plan) ? 'error' : plan.action;
        counts[action]++;
        rows.push({
          importId: record.id,
          row: plan.row,
          label: plan.label,
          action,
          changes: isRefused(plan) ? [] : plan.changes,
          ...(isRefused(plan) ? { errors: plan.errors, cells: plan.cells } : {}),
        });
      }
      await this.imports.insertRows(rows);
    }
    await this.imports.update(record.id, {
      createCount: counts.create,
      updateCount: counts.update,
      unchangedCount: counts.unchanged,
      errorCount: counts.error,
      rowsTotal: counts.create + counts.update + counts.unchanged,
    });
    return counts;
  }

  /**
   * Writes the file's rows, a batch at a time: inside the caller's
   * transaction when there is one (all or none), else one transaction per
   * batch with the progress saved in it, asking `stop` before each.
   */
  async write(
    record: ImportRecord,
    actor: User,
    stop: () => Promise<Stop | null>,
  ): Promise<{ tally: WriteTally; stopped: Stop | null }> {
    const tally: WriteTally = { created: 0, updated: 0, unchanged: 0, done: 0 };
    const oneTransaction = this.context.inTransaction;
    // The dry run just found no duplicates: the file is read once more, not twice.
    const batches = checkedBatches(
      record.kind,
      this.read(record, actor),
      this.limits.batchRows,
      new Map(),
    );
    for await (const batch of batches) {
      const stopped = oneTransaction ? null : await stop();
      if (stopped) return { tally, stopped };
      await this.context.transaction(async () => {
        const { plans, state } = await this.plan(record.kind, batch);
        const writes = plans.map((plan) => {
          if (isRefused(plan)) throw refusal(record.kind, plan);
          tally[TALLIED[plan.action]]++;
          return { plan, state, actor, sendMail: record.sendMail };
        });
        await this.writer.writeAll(record.kind, writes);
        tally.done += batch.valid.length;
        await this.imports.update(record.id, progressOf(tally));
      });
      if (!oneTransaction) await this.limits.afterBatch?.(record.id, tally.done);
    }
    return { tally, stopped: null };
  }

  /** Each row of a batch: its outcome, or its errors with the cells to fix. */
  private async plan<K extends ImportKind>(
    kind: K,
    batch: FileCheck<K>,
  ): Promise<{ plans: Array<PlannedWithCells<K>>; state: PlanState }> {
    const emails = batch.valid.flatMap((row) =>
      'email' in row.value ? [(row.value as { email: string }).email] : [],
    );
    const state = await this.imports.planState(emails);
    const plans: Array<PlannedWithCells<K>> = [
      ...batch.invalid.map((row) => ({
        row: row.row,
        label: labelOf(row.cells),
        errors: row.errors,
        cells: row.cells,
      })),
      ...batch.valid.map((row) => {
        const plan = planRow(kind, row, state);
        return isRefused(plan) ? { ...plan, cells: row.cells } : plan;
      }),
    ];
    return { plans: plans.sort((a, b) => a.row - b.row), state };
  }
}

export const progressOf = (tally: WriteTally) => ({
  createdRows: tally.created,
  updatedRows: tally.updated,
  unchangedRows: tally.unchanged,
  rowsDone: tally.done,
});

/** A row the database refuses while writing (it changed since the dry run): the batch is undone. */
function refusal(
  kind: ImportKind,
  plan: { row: number; errors: Array<{ column: string; message: string }> },
) {
  const [first] = plan.errors;
  const message = `Row ${plan.row}: ${headerOf(kind, first!.column)}: ${first!.message}`;
  return DomainError.badInput(message, { [`row${plan.row}`]: message });
}
