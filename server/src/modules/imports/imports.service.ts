import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { FilesService } from '../files/files.service.js';
import type { User } from '../users/users.table.js';
import { errorFileCsv } from './import-error-file.js';
import { ImportFileRefused } from './import-file-refused.js';
import type { ImportFileType } from './import-files.js';
import { IMPORT_KINDS, type ImportKind } from './import-kinds.js';
import { templateCsv, templateFileName, templateXlsx } from './import-templates.js';
import { InjectImportLimits, type ImportLimits } from './import-limits.js';
import { ImportRunner, progressOf, type Stop, type WriteTally } from './import-runner.js';
import { ImportsRepository, type ImportView } from './imports.repository.js';
import type { ImportRecord, ImportRowAction, ImportRowRecord } from './imports.table.js';
import type { ReadImportForm } from './import-form.js';

export const IMPORTS = {
  notFound: 'Import not found',
  noTemplate: `No such template: ask for one of ${IMPORT_KINDS.map((k) => `${k.replace('_', '-')}.csv`).join(', ')} (or .xlsx)`,
  kindRequired: 'Choose what the file holds',
  unknownKind: `Unknown kind: use ${IMPORT_KINDS.join(', ')}`,
  fileRequired: 'Choose a file to import',
  applied: 'This import was applied already; upload the file again to import it anew.',
  running: 'This import is being applied; wait for it to finish, or cancel it.',
  over: 'This import is over: it was applied or cancelled.',
  inError: (rows: number) =>
    `${rows === 1 ? '1 row is' : `${rows.toLocaleString('en-US')} rows are`} in error; nothing was written. ` +
    'Fix them (download the rows in error) and upload the file again.',
} as const;

export interface ImportTemplate {
  name: string;
  type: ImportFileType;
  body: string | Buffer;
}

const fail = (field: string, message: string) =>
  DomainError.badInput(message, { [field]: message });

export const isImportKind = (kind: string | undefined): kind is ImportKind =>
  (IMPORT_KINDS as readonly string[]).includes(kind ?? '');

/**
 * HR's import of the people and records a programme already has: a dry run
 * of the uploaded file (each row: create, update, unchanged or in error),
 * then the apply, which checks the file again against the database as it is
 * and writes it through the domains' services, all or none for a file of up
 * to a few thousand rows, else in batches with its progress saved, in the
 * background, cancellable between batches. Every import stays listed with
 * who uploaded and applied it, when, and what it did.
 */
@Injectable()
export class ImportsService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ImportsService.name);
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly imports: ImportsRepository,
    private readonly runner: ImportRunner,
    private readonly files: FilesService,
    private readonly context: DbContext,
    @InjectImportLimits() private readonly limits: ImportLimits,
  ) {}

  onModuleInit(): void {
    // The uploaded spreadsheets are HR's: the people and records they list are the whole programme.
    this.files.readableBy(
      'import',
      async (fileId, scope) => scope.kind === 'all' && (await this.imports.isImportFile(fileId)),
    );
  }

  /** A batch apply still running ends between two batches, as failed, to be applied again. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.running]);
  }

  kinds(viewer: User): ImportKind[] {
    requireAccess(viewer, 'importKinds');
    return [...IMPORT_KINDS];
  }

  /** A template by its file's name: `scholars.csv`, `office-staff.xlsx`. */
  async template(viewer: User, file: string): Promise<ImportTemplate> {
    requireAccess(viewer, 'importTemplate');
    const match = /^([a-z_-]+)\.(csv|xlsx)$/.exec(file);
    const kind = match?.[1]!.replace('-', '_');
    if (!match || !isImportKind(kind)) throw DomainError.notFound(IMPORTS.noTemplate);
    const type = match[2] as ImportFileType;
    const body = type === 'csv' ? templateCsv(kind) : await templateXlsx(kind);
    return { name: templateFileName(kind, type), type, body };
  }

  list(viewer: User, request: PageRequest): Promise<Paged<ImportView>> {
    requireAccess(viewer, 'imports');
    return pageOf(request, (window) => this.imports.page(window));
  }

  async get(viewer: User, id: string): Promise<ImportView> {
    requireAccess(viewer, 'import');
    return this.find(id);
  }

  /** One page of an import's rows of one outcome (the import was read with its access checked). */
  rows(
    importId: string,
    action: ImportRowAction,
    request: PageRequest,
  ): Promise<Paged<ImportRowRecord>> {
    return pageOf(request, (window) => this.imports.pageRows(importId, action, window));
  }

  /** The rows in error as a CSV to fix and upload again. */
  async errorFile(viewer: User, id: string): Promise<{ name: string; csv: string }> {
    requireAccess(viewer, 'importErrorFile');
    const record = await this.find(id);
    const rows = await this.imports.errorRows(record.id);
    const csv = errorFileCsv(
      record.kind,
      rows.map((row) => ({
        row: row.row,
        cells: row.cells ?? {},
        errors: row.errors ?? [],
      })) as never,
    );
    const base = record.fileName.replace(/\.(csv|xlsx)$/i, '');
    return { name: `${base}-rows-in-error.csv`, csv };
  }

  /** The dry run of an uploaded file: stored, read, every row's outcome saved as the preview. */
  async preview(actor: User, read: ReadImportForm): Promise<ImportView> {
    requireAccess(actor, 'previewImport');
    const record = await this.files.withUploads(async (receive) => {
      const form = await read(receive);
      if (!form.kind) throw fail('kind', IMPORTS.kindRequired);
      if (!isImportKind(form.kind)) throw fail('kind', IMPORTS.unknownKind);
      if (!form.file) throw fail('file', IMPORTS.fileRequired);
      const blob = form.file;
      const kind = form.kind;
      return this.context.transaction(async () => {
        const file = await this.files.record(actor.id, blob);
        return this.imports.insert({
          kind,
          fileName: blob.originalName,
          fileId: file.id,
          actorId: actor.id,
        });
      });
    });
    try {
      await this.runner.dryRun(record, actor);
    } catch (error) {
      // A file the reader refuses is no import: neither it nor its row stays.
      await this.context.transaction(async () => {
        await this.imports.delete(record.id);
        await this.files.remove([record.fileId!]);
      });
      if (error instanceof ImportFileRefused) throw fail('file', error.message);
      throw error;
    }
    return this.find(record.id);
  }

  /**
   * Applies an import: checks its file again (a refused row, now, stops it
   * with nothing written) and writes it, at once in one transaction when it
   * is short, else in batches in the background (the answer says `applying`).
   * A failed or cancelled import may be applied again: what it wrote is
   * unchanged, the rest is written.
   */
  async apply(
    actor: User,
    input: { id: string; sendInvitations?: boolean; sendPasswordEmails?: boolean },
  ): Promise<ImportView> {
    requireAccess(actor, 'applyImport');
    const found = await this.find(input.id);
    const sendMail = Boolean(
      found.kind === 'office_staff' ? input.sendInvitations : input.sendPasswordEmails,
    );
    const start = {
      status: 'applying' as const,
      appliedBy: actor.id,
      sendMail,
      cancelRequestedAt: null,
      note: null,
      ...progressOf({ created: 0, updated: 0, unchanged: 0, done: 0 }),
    };
    const claimed =
      (await this.imports.update(found.id, start, ['previewed', 'failed', 'cancelled'])) ??
      (await this.imports.update(
        found.id,
        start,
        ['applying'],
        this.imports.staleSince(this.limits.staleAfterMs),
      ));
    if (!claimed)
      throw DomainError.conflict(found.status === 'applying' ? IMPORTS.running : IMPORTS.applied);

    let checked: ImportRecord;
    try {
      const counts = await this.runner.dryRun(claimed, actor);
      if (counts.error > 0) {
        await this.imports.update(claimed.id, { status: 'previewed' });
        throw DomainError.badInput(IMPORTS.inError(counts.error));
      }
      checked = { ...claimed, rowsTotal: counts.create + counts.update + counts.unchanged };
      if (checked.rowsTotal <= this.limits.singleTransactionRows) {
        const { tally } = await this.context.transaction(() =>
          this.runner.write(checked, actor, () => Promise.resolve(null)),
        );
        await this.finish(checked, tally, null);
        return this.find(checked.id);
      }
    } catch (error) {
      await this.imports.update(claimed.id, { status: 'failed', note: noteOf(error) }, [
        'applying',
      ]);
      throw error;
    }
    this.inBackground(checked, actor);
    return this.find(checked.id);
  }

  /** A preview is dropped at once; a running apply stops before its next batch. */
  async cancel(actor: User, id: string): Promise<ImportView> {
    requireAccess(actor, 'cancelImport');
    const found = await this.find(id);
    const row =
      (await this.imports.update(found.id, { status: 'cancelled', note: null }, [
        'previewed',
        'failed',
      ])) ?? (await this.imports.update(found.id, { cancelRequestedAt: new Date() }, ['applying']));
    if (!row) throw DomainError.conflict(IMPORTS.over);
    return this.find(found.id);
  }

  private inBackground(record: ImportRecord, actor: User): void {
    const stop = async (): Promise<Stop | null> =>
      this.stopping
        ? 'stopping'
        : (await this.imports.cancelRequested(record.id))
          ? 'cancelled'
          : null;
    const run = this.runner
      .write(record, actor, stop)
      .then(({ tally, stopped }) => this.finish(record, tally, stopped))
      .catch(async (error: unknown) => {
        if (!(error instanceof DomainError))
          this.logger.error(
            `import ${record.id}: ${error instanceof Error ? error.stack : String(error)}`,
          );
        await this.imports.update(record.id, { status: 'failed', note: noteOf(error) }, [
          'applying',
        ]);
      })
      .catch((error: unknown) => this.logger.error(`import ${record.id}: ${String(error)}`))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** The apply's audit: who and when are on the row since it began; here, how it ended. */
  private async finish(
    record: ImportRecord,
    tally: WriteTally,
    stopped: Stop | null,
  ): Promise<void> {
    const done = `${tally.done.toLocaleString('en-US')} of ${record.rowsTotal.toLocaleString('en-US')} rows`;
    const values =
      stopped === 'cancelled'
        ? {
            status: 'cancelled' as const,
            note: `Cancelled after ${done}; those rows were applied.`,
          }
        : stopped === 'stopping'
          ? {
              status: 'failed' as const,
              note: `The server stopped after ${done}; apply the import again to go on.`,
            }
          : { status: 'applied' as const, appliedAt: new Date(), note: null };
    await this.imports.update(record.id, { ...values, ...progressOf(tally) }, ['applying']);
  }

  private async find(id: string): Promise<ImportView> {
    const found = isUuid(id) ? await this.imports.findView(id) : undefined;
    if (!found) throw DomainError.notFound(IMPORTS.notFound);
    return found;
  }
}

const noteOf = (error: unknown) =>
  error instanceof DomainError ? error.message : 'The apply failed; nothing more was written.';
