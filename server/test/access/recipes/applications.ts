import { randomUUID } from 'node:crypto';
import { multipartFields } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import type { Operation } from '../../../src/common/access/access-table.js';
import { applications } from '../../../src/modules/applications/applications.table.js';
import { applicationForm, submitRest } from '../../support/applications.js';
import { signedInClient } from '../../support/factories.js';
import type { TestClient } from '../../support/test-client.js';
import type { CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

/** Every staff caller: an application no office trains is in every office's scope (application-scope.ts). */
const STAFF_READERS: readonly CallerName[] = [
  'officeB',
  'readToken',
  'officeA',
  'hr',
  'admin',
  'writeToken',
];

async function submitted(client: TestClient): Promise<string> {
  const res = await submitRest(client);
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.application.id as string;
}

/**
 * A new student's pending application, for a call that changes it (no office
 * trains them yet, so every office's staff may work on it). Anonymous callers
 * are refused before anything is read: they name an id no application has.
 */
async function freshApplication(w: World, caller: CallerName): Promise<string> {
  if (caller === 'anonymous') return randomUUID();
  const student = await signedInClient(w.sut, { firstname: 'Fresh', lastname: 'Applicant' });
  return submitted(student.client);
}

/**
 * An application of the applicant's own that is not pending: an earlier one
 * that failed the interview, beside the active one (A§2: "the active
 * application is the first one whose status is not failed_interview, …").
 * Withdrawing it answers CONFLICT and changes nothing.
 */
const closedApplicationOfApplicant = oncePerWorld(async (w) => {
  const db = w.sut.database.db;
  const [active] = await db.select().from(applications).where(eq(applications.id, w.applicationId));
  const { id: _id, createdAt: _created, updatedAt: _updated, ...fields } = active!;
  const [closed] = await db
    .insert(applications)
    .values({ ...fields, status: 'failed_interview' })
    .returning({ id: applications.id });
  return closed!.id;
});

/**
 * An application of the caller's own to withdraw: staff submit one and
 * withdraw it (the table lets any signed-in caller apply); the students
 * already hold an active one and may not submit another, so they name one of
 * theirs that is no longer pending (CONFLICT: past access, nothing changed).
 */
async function ownApplication(w: World, caller: CallerName): Promise<string> {
  switch (caller) {
    case 'applicant':
      return closedApplicationOfApplicant(w);
    case 'scholar':
      return w.scholar.applicationId;
    default:
      // Refused by role before anything is looked up: only students apply.
      return randomUUID();
  }
}

const scholarApplication = (w: World) => w.scholar.applicationId;

export const applicationsRecipes: Partial<Record<Operation, Recipe>> = {
  application: {
    call: (w) => ({ args: { id: w.applicationId } }),
    readers: ['applicant', ...STAFF_READERS],
  },
  // The scholar's application (trained at office A, so office B does not see it) alone,
  // searched by their e-mail (the form's name is the test data's for everyone).
  applications: {
    call: (w) => widestPage({ search: w.accounts.scholar.email }),
    list: { record: scholarApplication, select: '{ applications { id } }' },
  },
  myApplications: { list: { record: scholarApplication, select: '{ id }' } },
  // No files: the students are answered CONFLICT (they hold an active one), past access.
  submitApplication: {
    call: () => ({
      args: { input: applicationForm() },
      form: { fields: multipartFields(applicationForm()), files: {} },
    }),
  },
  withdrawApplication: {
    call: async (w, caller) => ({ args: { id: await ownApplication(w, caller) } }),
  },
  openApplicationReview: {
    call: async (w, caller) => ({ args: { id: await freshApplication(w, caller) } }),
    readers: STAFF_READERS,
  },
  updateApplicationStatus: {
    call: async (w, caller) => ({
      args: { input: { id: await freshApplication(w, caller), status: 'under_review' } },
    }),
    readers: STAFF_READERS,
  },
  // The scholar's application: trained at office A, so office B does not see it.
  interviewMailPreview: {
    call: (w) => ({
      args: {
        input: {
          applicationId: w.scholar.applicationId,
          interviewDate: '2099-01-15',
          interviewTime: '09:00',
          interviewLocation: 'HR Office',
        },
      },
    }),
  },
};
