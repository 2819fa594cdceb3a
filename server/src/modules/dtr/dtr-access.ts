import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import type { User } from '../users/users.table.js';
import { LOCKS } from './dtr-locks.js';

export const NOT_DEPLOYED = 'You are not deployed to an office yet.';

/**
 * Whose DTR a viewer may touch: a student their current deployment; staff a
 * scholar in their scope (ScholarsService.get: another office's scholar is
 * "not found"). And today, in the university's time zone.
 */
@Injectable()
export class DtrAccess {
  constructor(
    private readonly scholars: ScholarsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The student's current deployment, or NOT_FOUND. */
  async own(user: User): Promise<ScholarView> {
    const scholar = await this.scholars.currentOf(user.id);
    if (!scholar) throw DomainError.notFound(NOT_DEPLOYED);
    return scholar;
  }

  /** The student's current deployment, if they have one. */
  ownIfAny(user: User): Promise<ScholarView | undefined> {
    return this.scholars.currentOf(user.id);
  }

  /** The student's deployment, which must be active to record hours (FORBIDDEN otherwise). */
  async ownActive(user: User): Promise<ScholarView> {
    const scholar = await this.own(user);
    if (scholar.status !== 'active') throw DomainError.forbidden(LOCKS.notActive(scholar.status));
    return scholar;
  }

  /** A scholar in the viewer's scope, or NOT_FOUND. */
  scholar(viewer: User, scholarId: string): Promise<ScholarView> {
    return this.scholars.get(viewer, scholarId);
  }

  today(): string {
    return todayIn(this.config.timeZone);
  }
}
