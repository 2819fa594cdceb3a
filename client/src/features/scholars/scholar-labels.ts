import type { StatusTone } from '@/components/status-chip';
import type { ScholarStage, ScholarStatus } from '@/gql/graphql';

/** A§2.4 Status filter and selector, in the spec's order. */
export const SCHOLAR_STATUS_LABELS: Record<ScholarStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const SCHOLAR_STATUS_TONES: Record<ScholarStatus, StatusTone> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
};

/** A trainee renders the 130 training hours; a scholar has been accepted. */
export const STAGE_LABELS: Record<ScholarStage, string> = {
  trainee: 'Trainee',
  scholar: 'Scholar',
};

/** What a history row changed (ScholarEvent.field). */
export const FIELD_LABELS: Record<string, string> = {
  stage: 'Stage',
  status: 'Status',
  office: 'Office',
};

/** A stage or status value as the screens name it; an office name stays as it is. */
export function valueLabel(field: string, value: string | null | undefined): string {
  if (!value) return '—';
  if (field === 'stage' && value in STAGE_LABELS) return STAGE_LABELS[value as ScholarStage];
  if (field === 'status' && value in SCHOLAR_STATUS_LABELS)
    return SCHOLAR_STATUS_LABELS[value as ScholarStatus];
  return value;
}
