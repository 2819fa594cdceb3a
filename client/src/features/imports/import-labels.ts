import type { StatusTone } from '@/components/status-chip';
import type {
  ImportFieldsFragment,
  ImportKind,
  ImportRowAction,
  ImportStatus,
} from '@/gql/graphql';

export const KIND_LABELS: Record<ImportKind, string> = {
  offices: 'Offices',
  office_staff: 'Office staff',
  students: 'Students',
  scholars: 'Scholars',
};

export const STATUS_LABELS: Record<ImportStatus, string> = {
  previewed: 'Checked, not applied',
  applying: 'Applying',
  applied: 'Applied',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<ImportStatus, StatusTone> = {
  previewed: 'warning',
  applying: 'info',
  applied: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** The rows' outcomes in the order the report lists them. */
export const ACTIONS: readonly ImportRowAction[] = ['create', 'update', 'unchanged', 'error'];

const count = new Intl.NumberFormat('en-US');

export const formatCount = (value: number) => count.format(value);

/** "1 row", "280 rows". */
export const rowsText = (value: number) => `${formatCount(value)} ${value === 1 ? 'row' : 'rows'}`;

/**
 * What each outcome counts: the dry run's plan until the file is applied, then what the apply
 * wrote (a file checked again at apply may have moved a row from one outcome to another).
 */
export function outcomeCounts(item: ImportFieldsFragment): Record<ImportRowAction, number> {
  const applied = item.status === 'applied';
  return {
    create: applied ? item.createdRows : item.createCount,
    update: applied ? item.updatedRows : item.updateCount,
    unchanged: applied ? item.unchangedRows : item.unchangedCount,
    error: item.errorCount,
  };
}

/** An outcome's words beside its count: "to create" before the apply, "created" after. */
export function outcomeLabel(action: ImportRowAction, applied: boolean): string {
  switch (action) {
    case 'create':
      return applied ? 'created' : 'to create';
    case 'update':
      return applied ? 'updated' : 'to update';
    case 'unchanged':
      return 'unchanged';
    case 'error':
      return 'in error';
  }
}

/** The history's one-line tally: "2 to create · 1 in error". Outcomes with no rows are left out. */
export function countsText(item: ImportFieldsFragment): string {
  const counts = outcomeCounts(item);
  const applied = item.status === 'applied';
  const parts = ACTIONS.filter((action) => counts[action] > 0).map(
    (action) => `${formatCount(counts[action])} ${outcomeLabel(action, applied)}`,
  );
  return parts.length > 0 ? parts.join(' · ') : 'No rows';
}
