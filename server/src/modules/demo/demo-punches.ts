import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { KioskFeedService } from '../punches/kiosk-feed.service.js';
import { OfficePunchesService } from '../punches/office-punches.service.js';
import { PunchesService } from '../punches/punches.service.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import { UsersRepository } from '../users/users.repository.js';

const DEMO_SCHOLAR = 'student@demo.local';

/**
 * The demo scholar's office gets a kiosk (its key is not kept: the office
 * makes a new one to try the screen), and the scholar punches in at it
 * through the real services: today's IN, its OUT still missing.
 */
@Injectable()
export class DemoPunches {
  constructor(
    private readonly users: UsersRepository,
    private readonly scholars: ScholarsService,
    private readonly offices: OfficePunchesService,
    private readonly feeds: KioskFeedService,
    private readonly punches: PunchesService,
  ) {}

  /** How many punches it made (none once the office has a kiosk). */
  async seed(): Promise<number> {
    const student = await this.users.findByEmail(DEMO_SCHOLAR);
    const scholar = student && (await this.scholars.currentOf(student.id));
    if (!student || !scholar) return 0;
    const [staffId] = await this.users.activeOfficeStaffIds(scholar.officeId);
    const staff = staffId && (await this.users.findById(staffId));
    if (!staff || (await this.offices.kiosks(staff)).length > 0) return 0;
    const { kiosk } = await this.offices.createKiosk(staff, { name: 'Front desk' });
    const feed = await this.feeds.feed({ kiosk, origin: undefined });
    try {
      await this.punches.punch(student, { code: feed.code.code });
      return 1;
    } catch (error) {
      // A day the DTR refuses (a Sunday's closed term, a submitted month) keeps the kiosk only.
      if (error instanceof DomainError) return 0;
      throw error;
    }
  }
}
