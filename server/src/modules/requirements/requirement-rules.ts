import { DomainError } from '../../common/errors/domain-error.js';
import {
  REQUIREMENT_KEYS,
  REQUIREMENT_MESSAGES as M,
  type RequirementKey,
} from './requirement-documents.js';
import type { RequirementItemStatus, RequirementSubmissionStatus } from './requirements.table.js';

const MAX_NOTE = 2000;

/** A submission's status from its items': any needs re-upload, else all approved, else submitted. */
export function submissionStatusOf(
  items: ReadonlyArray<{ status: RequirementItemStatus }>,
): RequirementSubmissionStatus {
  if (items.some((item) => item.status === 'needs_reupload')) return 'needs_reupload';
  if (items.length > 0 && items.every((item) => item.status === 'approved')) return 'approved';
  return 'submitted';
}

/**
 * Every one of the six documents is there; otherwise BAD_USER_INPUT with the
 * spec's summary and its message under each missing key.
 */
export function checkAllPresent<T>(
  files: Partial<Record<RequirementKey, T>>,
): Record<RequirementKey, T> {
  const missing = REQUIREMENT_KEYS.filter((key) => files[key] === undefined);
  if (missing.length > 0)
    throw DomainError.badInput(
      M.fixErrors,
      Object.fromEntries(missing.map((key) => [key, M.required])),
    );
  return files as Record<RequirementKey, T>;
}

/** A review's note, trimmed; needs_reupload must say what to re-upload. */
export function checkReviewNote(
  status: Exclude<RequirementItemStatus, 'submitted'>,
  note: string | undefined | null,
): string | null {
  const text = note?.trim() || null;
  if (status === 'needs_reupload' && !text)
    throw DomainError.badInput(M.noteRequired, { note: M.noteRequired });
  if (text && text.length > MAX_NOTE)
    throw DomainError.badInput(M.noteTooLong, { note: M.noteTooLong });
  return text;
}

/** Only an item HR asked to re-upload can be replaced by the student. */
export function checkReplaceable(status: RequirementItemStatus): void {
  if (status === 'approved') throw DomainError.conflict(M.approvedIsFinal);
  if (status === 'submitted') throw DomainError.conflict(M.waitingForReview);
}
