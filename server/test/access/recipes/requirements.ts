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
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

const SIX = Object.fromEntries(KEYS.map((key) => [key, pdfFor(key)]));

/** The student's submission: theirs already, or the six documents submitted now. */
async function submissionOf(student: TestClient): Promise<SubmissionView> {
  const res = await student.graphql<{ myRequirementSubmission: SubmissionView | null }>(
    MY_SUBMISSION,
  );
  return res.data?.myRequirementSubmission ?? (await submitSix(student));
}

/** The scholar's submission, for the reads. */
const scholarSubmission = oncePerWorld((w) => submissionOf(w.clients.scholar));

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

const scholarSubmissionId = async (w: World) => (await scholarSubmission(w)).id;

export const requirementsRecipes: Partial<Record<Operation, Recipe>> = {
  // The scholar's submission alone (searched by their e-mail): on the page whatever else is sent.
  requirementSubmissions: {
    call: (w) => widestPage({ search: w.accounts.scholar.email }),
    list: { record: scholarSubmissionId, select: '{ items { id } }' },
  },
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
