import { Inject } from '@nestjs/common';

/** How an import applies; tests give smaller numbers to see batches with a few rows. */
export interface ImportLimits {
  /** Files with at most this many valid rows are applied in one transaction: all rows or none. */
  singleTransactionRows: number;
  /** Rows per transaction beyond that; progress is saved and a cancel honoured between them. */
  batchRows: number;
  /** An import left applying this long without progress was stopped with its server: it may be applied again. */
  staleAfterMs: number;
  /** Told after each batch commits (tests hold an apply there). */
  afterBatch?: (importId: string, rowsDone: number) => Promise<void>;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  singleTransactionRows: 2_000,
  batchRows: 500,
  staleAfterMs: 10 * 60_000,
};

export const IMPORT_LIMITS = Symbol('IMPORT_LIMITS');
export const InjectImportLimits = () => Inject(IMPORT_LIMITS);
