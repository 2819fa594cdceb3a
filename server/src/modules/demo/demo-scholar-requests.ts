import { Injectable, Logger } from '@nestjs/common';
import { ScholarRequestsService } from '../scholar-requests/scholar-requests.service.js';
import type { CreateScholarRequestInput } from '../scholar-requests/scholar-requests.types.js';
import { UsersRepository } from '../users/users.repository.js';

interface DemoRequest {
  /** The office staff account that asks. */
  by: string;
  input: CreateScholarRequestInput;
  /** HR's answer, if the request is to be answered already. */
  answer?: { status: 'fulfilled' | 'partially_fulfilled' | 'declined'; text: string };
}

const REQUESTS: DemoRequest[] = [
  {
    by: 'office@demo.local',
    input: {
      total: 3,
      male: 2,
      female: 1,
      scholarType: 'student_assistant',
      notes: 'Front desk and records during the enrolment period.',
    },
  },
  {
    by: 'library@demo.local',
    input: {
      total: 2,
      male: 1,
      female: 1,
      notes: 'Shelving and the circulation desk, afternoons.',
    },
  },
  {
    by: 'it@demo.local',
    input: { total: 2, male: 1, female: 1, scholarType: 'student_marshal' },
    answer: {
      status: 'partially_fulfilled',
      text: 'One Student Marshal starts next week; we are still looking for the second.',
    },
  },
];

/**
 * Scholar requests of the demo offices, made and answered through the real
 * service: the Registrar's and the Library's are open, so HR has something to
 * answer at /hr/requests; the IT Office's is already partly fulfilled.
 */
@Injectable()
export class DemoScholarRequests {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly requests: ScholarRequestsService,
    private readonly users: UsersRepository,
  ) {}

  /** Seeds the requests into an installation that has none; returns how many it made. */
  async seed(): Promise<number> {
    if (await this.requests.any()) return 0;
    const hr = await this.users.findByEmail('hr@demo.local');
    let created = 0;
    for (const { by, input, answer } of REQUESTS) {
      const staff = await this.users.findByEmail(by);
      if (!staff?.officeId) continue;
      const request = await this.requests.create(staff, input);
      created += 1;
      if (answer && hr)
        await this.requests.answer(hr, {
          id: request.id,
          status: answer.status,
          answer: answer.text,
        });
    }
    if (created > 0) this.logger.log(`Demo scholar requests created: ${created}`);
    return created;
  }
}
