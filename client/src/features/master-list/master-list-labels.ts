import type { StatusTone } from '@/components/status-chip';
import type { ApplicationPosition, ScholarStage, ScholarStatus } from '@/gql/graphql';

/** The report's abbreviations of the two programmes (the list's Type column). */
export const TYPE_CODES: Record<ApplicationPosition, string> = {
  student_assistant: 'SA',
  student_marshal: 'SM',
};

export const STATUS_LABELS: Record<ScholarStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const STATUS_TONES: Record<ScholarStatus, StatusTone> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
};

export const STAGE_LABELS: Record<ScholarStage, string> = {
  trainee: 'Trainee',
  scholar: 'Scholar',
};
