import { describe, expect, it } from '@jest/globals';
import { REQUIREMENT_MESSAGES as M } from './requirement-documents.js';
import {
  checkAllPresent,
  checkReplaceable,
  checkReviewNote,
  submissionStatusOf,
} from './requirement-rules.js';

describe('requirement rules', () => {
  it('derives the submission status from its items', () => {
    expect(submissionStatusOf([{ status: 'submitted' }, { status: 'approved' }])).toBe('submitted');
    expect(submissionStatusOf([{ status: 'approved' }, { status: 'needs_reupload' }])).toBe(
      'needs_reupload',
    );
    expect(submissionStatusOf([{ status: 'approved' }, { status: 'approved' }])).toBe('approved');
    expect(submissionStatusOf([])).toBe('submitted');
  });

  it('names every missing document under its key with the spec’s words', () => {
    expect(() => checkAllPresent({ resume: 1 })).toThrow(M.fixErrors);
    try {
      checkAllPresent({ resume: 1, good_moral: 2 });
    } catch (error) {
      expect((error as { fields: Record<string, string> }).fields).toEqual({
        letter_of_application: M.required,
        recent_grades: M.required,
        indigency: M.required,
        birth_certificate: M.required,
      });
    }
    const all = {
      letter_of_application: 1,
      resume: 2,
      recent_grades: 3,
      good_moral: 4,
      indigency: 5,
      birth_certificate: 6,
    };
    expect(checkAllPresent(all)).toBe(all);
  });

  it('needs a note to ask for a re-upload, and none to approve', () => {
    expect(() => checkReviewNote('needs_reupload', '  ')).toThrow(M.noteRequired);
    expect(checkReviewNote('needs_reupload', ' Blurry scan ')).toBe('Blurry scan');
    expect(checkReviewNote('approved', undefined)).toBeNull();
    expect(() => checkReviewNote('approved', 'x'.repeat(2001))).toThrow(M.noteTooLong);
  });

  it('lets the student replace only an item that needs re-upload', () => {
    expect(() => checkReplaceable('approved')).toThrow(M.approvedIsFinal);
    expect(() => checkReplaceable('submitted')).toThrow(M.waitingForReview);
    expect(() => checkReplaceable('needs_reupload')).not.toThrow();
  });
});
