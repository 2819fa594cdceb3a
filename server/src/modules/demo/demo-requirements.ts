import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import {
  REQUIREMENT_DOCUMENTS,
  type RequirementKey,
} from '../requirements/requirement-documents.js';
import { RequirementsService } from '../requirements/requirements.service.js';
import type { StoredBlob } from '../files/files.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';
import { certificatePdf, portraitPng } from './demo-documents.js';

/** Whose requirements the demo shows: one under review with a re-upload asked, one approved. */
const PLANS: Array<{ email: string; reupload?: { key: RequirementKey; note: string } }> = [
  {
    email: 'nina.castillo@demo.local',
    reupload: {
      key: 'good_moral',
      note: 'The certificate is not signed by the guidance counselor. Please upload the signed copy.',
    },
  },
  { email: 'marco.reyes@demo.local' },
];

/**
 * Requirements submitted and reviewed through the real service: a deployed
 * scholar with five items approved and one needing re-upload, another fully
 * approved. The documents are small real PDFs (the recent grades a PNG).
 */
@Injectable()
export class DemoRequirements {
  constructor(
    private readonly requirements: RequirementsService,
    private readonly users: UsersRepository,
  ) {}

  /** Submits (and reviews) for the planned students who have none yet; how many were submitted. */
  async seed(hr: User): Promise<number> {
    let submitted = 0;
    for (const plan of PLANS) {
      const student = await this.users.findByEmail(plan.email);
      if (!student || (await this.requirements.mine(student))) continue;
      const name = `${student.firstname} ${student.lastname}`;
      const submission = await this.requirements.submit(student, async (receive) => {
        const stored: Partial<Record<RequirementKey, StoredBlob>> = {};
        for (const { key, label } of REQUIREMENT_DOCUMENTS) {
          const [filename, bytes] =
            key === 'recent_grades'
              ? [`${key}.png`, portraitPng(64, [236, 240, 244])]
              : [`${key}.pdf`, certificatePdf(label, name)];
          stored[key] = await receive(
            { filename, stream: Readable.from([bytes]) },
            'requirement_document',
            key,
          );
        }
        return stored;
      });
      submitted += 1;
      for (const { key } of REQUIREMENT_DOCUMENTS) {
        const asked = plan.reupload?.key === key;
        await this.requirements.review(hr, {
          submissionId: submission.id,
          key,
          status: asked ? 'needs_reupload' : 'approved',
          note: asked ? plan.reupload!.note : null,
        });
      }
    }
    return submitted;
  }
}
