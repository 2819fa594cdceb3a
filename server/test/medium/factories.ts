import { applicationForm } from '@sasm/test-data';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { ApplicationsService } from '../../src/modules/applications/applications.service.js';
import { certificatePdf, portraitPng } from '../../src/modules/demo/demo-documents.js';
import { scholars } from '../../src/modules/scholars/scholars.table.js';
import type { User } from '../../src/modules/users/users.table.js';
import { dayFromToday, monthsAgo } from '../support/dtr.js';
import { createUser } from '../support/factories.js';
import type { ServiceContext } from '../support/service-context.js';

export interface MediumTrainee {
  user: User;
  applicationId: string;
  scholarId: string;
}

const file = (filename: string, bytes: Buffer) => ({ filename, stream: Readable.from([bytes]) });

/**
 * A trainee of `officeId`: a student's application submitted through
 * ApplicationsService.submit (generated photo and PDFs, stored like uploads)
 * and moved to passed_interview at that office by `hr`, deployed since
 * `startedOn` (default: the first day of the month three months ago).
 */
export async function newTrainee(
  ctx: Pick<ServiceContext, 'get' | 'database' | 'config'>,
  hr: User,
  officeId: string,
  options: { lastname?: string; startedOn?: string } = {},
): Promise<MediumTrainee> {
  const user = await createUser(ctx, {
    firstname: 'Tina',
    lastname: options.lastname ?? 'Trainee',
  });
  const applications = ctx.get<ApplicationsService>(ApplicationsService);
  const submitted = await applications.submit(user, async (receive) => ({
    input: applicationForm({ firstName: user.firstname, lastName: user.lastname }),
    uploads: {
      profilePhoto: await receive(
        file('photo.png', portraitPng(64, [90, 90, 140])),
        'profile_photo',
        'profilePhoto',
      ),
      certificates: [
        await receive(
          file('seminar.pdf', certificatePdf('Certificate', `${user.lastname} - Seminar`)),
          'certificate',
          'certificates.0',
        ),
      ],
      parentId: await receive(
        file('parent-id.pdf', certificatePdf('Identification Card', `Parent of ${user.lastname}`)),
        'parent_id',
        'parentId',
      ),
    },
  }));
  await applications.updateStatus(hr, { id: submitted.id, status: 'under_review' });
  await applications.updateStatus(hr, {
    id: submitted.id,
    status: 'interview_scheduled',
    interviewDate: dayFromToday(ctx, 3),
    interviewTime: '09:00',
    interviewLocation: 'HR Office',
  });
  await applications.updateStatus(hr, { id: submitted.id, status: 'passed_interview', officeId });
  const [scholar] = await ctx.database.db
    .update(scholars)
    .set({ startedOn: options.startedOn ?? `${monthsAgo(ctx, 3)}-01` })
    .where(eq(scholars.applicationId, submitted.id))
    .returning({ id: scholars.id });
  if (!scholar) throw new Error('newTrainee: no trainee made');
  return { user, applicationId: submitted.id, scholarId: scholar.id };
}
