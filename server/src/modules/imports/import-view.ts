import {
  headerOf,
  IMPORT_COLUMNS,
  type ImportColumn as Column,
  type ImportKind,
} from './import-kinds.js';
import type { ImportView } from './imports.repository.js';
import type { ImportRowRecord } from './imports.table.js';
import type { Import, ImportKindInfo, ImportRow } from './imports.types.js';

const LABELS: Record<ImportKind, string> = {
  offices: 'Offices',
  office_staff: 'Office staff',
  students: 'Students',
  scholars: 'Scholars',
};

/** `/api/imports/templates/office-staff.csv`: the kind as the template's file is named. */
export const templatePath = (kind: ImportKind, type: 'csv' | 'xlsx') =>
  `/api/imports/templates/${kind.replace('_', '-')}.${type}`;

export const toImportKindInfo = (kind: ImportKind): ImportKindInfo => ({
  kind,
  label: LABELS[kind],
  columns: (IMPORT_COLUMNS[kind] as readonly Column[]).map((c) => ({
    key: c.key,
    header: c.header,
    required: c.required,
    aliases: [...(c.aliases ?? [])],
  })),
  templateCsv: templatePath(kind, 'csv'),
  templateXlsx: templatePath(kind, 'xlsx'),
});

/** The import as both transports show it. */
export function toImport(view: ImportView): Import {
  return {
    id: view.id,
    kind: view.kind,
    fileName: view.fileName,
    file: view.fileId ? `/api/files/${view.fileId}` : null,
    status: view.status,
    uploadedBy: view.actorName,
    createdAt: view.createdAt,
    createCount: view.createCount,
    updateCount: view.updateCount,
    unchangedCount: view.unchangedCount,
    errorCount: view.errorCount,
    appliedBy: view.appliedByName,
    appliedAt: view.appliedAt,
    sendMail: view.sendMail,
    createdRows: view.createdRows,
    updatedRows: view.updatedRows,
    unchangedRows: view.unchangedRows,
    rowsDone: view.rowsDone,
    rowsTotal: view.rowsTotal,
    cancelRequested: view.cancelRequestedAt !== null,
    note: view.note,
    errorFile: view.errorCount > 0 ? `/api/imports/${view.id}/errors.csv` : null,
  };
}

export const toImportRow = (kind: ImportKind, row: ImportRowRecord): ImportRow => ({
  row: row.row,
  action: row.action,
  label: row.label,
  changes: row.changes.map((column) => headerOf(kind, column)),
  errors: (row.errors ?? []).map((e) => ({ ...e, header: headerOf(kind, e.column) })),
});
