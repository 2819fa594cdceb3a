import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { requireAccess } from '../../common/access/require-access.js';
import { Clock } from '../../common/clock.js';
import { dateFormat } from '../../common/date-format.js';
import { todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { checkMonth, monthOf, monthRange } from '../dtr/dtr-calendar.js';
import { DtrPunchedDays, type PunchedTime } from '../dtr/dtr-punched-days.js';
import type { User } from '../users/users.table.js';
import { isSigned, readPunchCode } from './punch-code.js';
import { PUNCH, punchTime, refusePunch } from './punch-rules.js';
import { PunchesRepository, type RecentPunch } from './punches.repository.js';
import type { Punch, PunchInput, PunchResult } from './punches.types.js';

/** Each punch as it lands, for the office's kiosk feeds (on every instance). */
export const kioskPunchTopic = (officeId: string) => `kiosk.punches.${officeId}`;

/** The date and minute of `at` on the university's wall clock (Swedish dates read as ISO). */
function wallClock(at: Date, timeZone: string): Omit<PunchedTime, 'lateSend'> {
  const [date, time] = dateFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' })
    .format(at)
    .split(' ');
  return { date: date!, time: time! };
}

/**
 * A scholar punching in and out with their phone: the scanned code is
 * checked (signature, office, time step, replay) and the punch fills the
 * day's next slot through the DTR's own rules, then shows on the office's
 * kiosks.
 */
@Injectable()
export class PunchesService {
  constructor(
    private readonly repository: PunchesRepository,
    private readonly days: DtrPunchedDays,
    private readonly context: DbContext,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  async punch(user: User, input: PunchInput): Promise<PunchResult> {
    requireAccess(user, 'punch');
    const scholar = await this.days.deploymentOf(user);
    const code = readPunchCode(input.code) ?? refusePunch(PUNCH.expired);
    const secret = await this.repository.secretIfAny(code.officeId);
    if (!secret || !isSigned(code, secret)) refusePunch(PUNCH.expired);
    if (code.officeId !== scholar.officeId) refusePunch(PUNCH.otherOffice);
    const now = this.clock.now();
    const when = punchTime(code.step, now, input.scannedAt);
    const wall = wallClock(when.at, this.config.timeZone);
    let punchId = '';
    const { day } = await this.days.fill(
      user,
      scholar,
      { ...wall, lateSend: when.lateSend },
      async (slot) => {
        const id = await this.repository.insertPunch({
          scholarId: scholar.id,
          officeId: code.officeId,
          workDate: wall.date,
          slot,
          at: when.at,
          claimedAt: when.claimedAt,
          receivedAt: now,
          tokenStep: code.step,
          lateSend: when.lateSend,
        });
        punchId = id ?? refusePunch(PUNCH.replayed);
        const shown: RecentPunch = { firstName: scholar.firstName, slot, at: when.at };
        this.context.afterCommit(() => this.pubSub.publish(kioskPunchTopic(code.officeId), shown));
      },
    );
    return { punch: await this.repository.punch(punchId), day };
  }

  /** The student's punches of a month (this month by default). */
  async mine(user: User, month?: string | null): Promise<Punch[]> {
    requireAccess(user, 'myPunches');
    const checked = month
      ? checkMonth(month)
      : monthOf(todayIn(this.config.timeZone, this.clock.now()));
    const range = monthRange(checked);
    return this.repository.punchesOfUser(user.id, range.from, range.until);
  }
}
