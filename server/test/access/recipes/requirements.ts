import type { RequirementKeyValue } from '@sasm/test-data';
import type { Operation } from '../../../src/common/access/access-table.js';
import { signedInClient } from '../../support/factories.js';
import {
  KEYS,
  MY_SUBMISSION,
  pdfFor,
  review,
  type SubmissionView,
  submitSix,
} from '../../support/requirements.js';
import type { TestClient } from '../../support/test-client.js';
import type { CallerName } from '../callers.js';
import type { Recipe } from '../recipe.js';
import type { World } from '../world.js';

const SIX = Object.fromEntries(KEYS.map((key) => [key, pdfFor(key)]));

/** The student's submission: theirs already, or the six documents submitted now. */
async function submissionOf(student: TestClient): Promise<SubmissionView> {
  const res = await student.graphql<{ myRequirementSubmission: SubmissionView | null }>(
    MY_SUBMISSION,
  );
  return res.data?.myRequirementSubmission ?? (await submitSix(student));
}

const scholarSubmissions = new WeakMap<World, Promise<SubmissionView>>();
/** The scholar's submission, for the reads. */
function scholarSubmission(w: World): Promise<SubmissionView> {
  let submission = scholarSubmissions.get(w);
  if (!submission) scholarSubmissions.set(w, (submission = submissionOf(w.clients.scholar)));
  return submission;
}

/** A new student's submission, for one review to decide alone. */
async function freshSubmission(w: World): Promise<SubmissionView> {
  const { client } = await signedInClient(w.sut, { firstname: 'Reva' });
  return submitSix(client);
}

const REUPLOADED: RequirementKeyValue = 'resume';

/**
 * The students' own item HR has just asked them to re-upload (the one a
 * re-upload replaces): each student caller meets one waiting for them.
 */
async function itemToReupload(w: World, caller: CallerName): Promise<void> {
  if (caller !== 'applicant' && caller !== 'scholar') return;
  const submission = await submissionOf(w.clients[caller]);
  await review(w.clients.hr, {
    submissionId: submission.id,
    key: REUPLOADED,
    status: 'needs_reupload',
    note: 'The scan is cut off',
  });
}

/** The first page of the staff list (its page and limit are non-null arguments with defaults). */
const FIRST_PAGE: Recipe = { call: () => ({ args: { page: 1, limit: 10 } }) };

export const requirementsRecipes: Partial<Record<Operation, Recipe>> = {
  requirementSubmissions: FIRST_PAGE,
  // One submission per student: after each student's first, the service answers CONFLICT.
  submitRequirements: {
    call: () => ({
      args: { documents: KEYS },
      uploads: { files: KEYS.map((key) => pdfFor(key)) },
      form: { files: SIX },
    }),
  },
  reuploadRequirement: {
    call: async (w, caller) => {
      await itemToReupload(w, caller);
      const file = pdfFor(REUPLOADED, 2);
      return { args: { key: REUPLOADED }, uploads: { file }, form: { files: { file } } };
    },
  },
  requirementSubmission: {
    call: async (w) => ({ args: { id: (await scholarSubmission(w)).id } }),
  },
  reviewRequirementItem: {
    call: async (w) => {
      const submission = await freshSubmission(w);
      return {
        args: { input: { submissionId: submission.id, key: 'good_moral', status: 'approved' } },
        params: { id: submission.id },
      };
    },
    // A new student's (not deployed): read by them and HR only; the office's staff are refused by role anyway.
    readers: ['hr', 'admin', 'readToken', 'writeToken'],
  },
};
