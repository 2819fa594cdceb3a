import { PROGRAM_LABELS } from '@/components/program-labels';
import type { StatusTone } from '@/components/status-chip';
import type { ApplicationPosition, ScholarRequestStatus } from '@/gql/graphql';

/** The statuses; `cancelled` is the office's withdrawal. */
export const REQUEST_STATUS_LABELS: Record<ScholarRequestStatus, string> = {
  open: 'Open',
  fulfilled: 'Fulfilled',
  partially_fulfilled: 'Partially Fulfilled',
  declined: 'Declined',
  cancelled: 'Withdrawn',
};

export const REQUEST_STATUS_TONES: Record<ScholarRequestStatus, StatusTone> = {
  open: 'info',
  fulfilled: 'success',
  partially_fulfilled: 'warning',
  declined: 'error',
  cancelled: 'default',
};

/** HR's choices in the answer dialog: back to open reads as "Reopen". */
export const ANSWER_LABELS: Record<ScholarRequestStatus, string> = {
  ...REQUEST_STATUS_LABELS,
  open: 'Reopen',
};

export function scholarTypeLabel(type: ApplicationPosition | null | undefined): string {
  return type ? PROGRAM_LABELS[type] : 'Any';
}

/** "3 (2 male, 1 female)": the counts of a request as the lists show them. */
export function countsLabel(request: { total: number; male: number; female: number }): string {
  return `${String(request.total)} (${String(request.male)} male, ${String(request.female)} female)`;
}
