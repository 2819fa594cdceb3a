import { Injectable } from '@nestjs/common';
import { addDays, todayIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CalendarService } from '../calendar/calendar.service.js';
import { isDutyDay } from '../dtr/dtr-calendar.js';
import type { User } from '../users/users.table.js';

/** The Philippines' holidays with a fixed date (MM-DD): regular holidays and special non-working days. */
const HOLIDAYS = [
  { day: '01-01', kind: 'holiday', reason: "New Year's Day" },
  { day: '04-09', kind: 'holiday', reason: 'Araw ng Kagitingan' },
  { day: '05-01', kind: 'holiday', reason: 'Labor Day' },
  { day: '06-12', kind: 'holiday', reason: 'Independence Day' },
  { day: '08-21', kind: 'special', reason: 'Ninoy Aquino Day' },
  { day: '11-01', kind: 'special', reason: "All Saints' Day" },
  { day: '11-30', kind: 'holiday', reason: 'Bonifacio Day' },
  { day: '12-08', kind: 'special', reason: 'Feast of the Immaculate Conception of Mary' },
  { day: '12-25', kind: 'holiday', reason: 'Christmas Day' },
  { day: '12-30', kind: 'holiday', reason: 'Rizal Day' },
] as const;

/**
 * The university's calendar as HR would set it on a first day: this and next
 * year's fixed holidays from three months back, and a typhoon suspension from
 * noon on a weekday three weeks ago, which the demo DTR then shows. Added
 * through the real service; a calendar that has any day already is left alone.
 */
@Injectable()
export class DemoCalendar {
  constructor(
    private readonly calendar: CalendarService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** How many non-working days were added. */
  async seed(hr: User): Promise<number> {
    const today = todayIn(this.config.timeZone);
    if ((await this.calendar.nonWorkingDays(hr, { from: '1900-01-01', to: '2999-12-31' })).length)
      return 0;
    const year = Number(today.slice(0, 4));
    const from = addDays(today, -92);
    const holidays = [year - 1, year, year + 1]
      .flatMap((y) => HOLIDAYS.map((holiday) => ({ ...holiday, date: `${y}-${holiday.day}` })))
      .filter(({ date }) => date >= from && date <= addDays(today, 365));
    let typhoonDay = addDays(today, -21);
    while (!isDutyDay(typhoonDay)) typhoonDay = addDays(typhoonDay, -1);
    const days = [
      ...holidays.map(({ date, kind, reason }) => ({ date, kind, reason })),
      {
        date: typhoonDay,
        kind: 'suspension' as const,
        fromTime: '12:00',
        reason: 'Typhoon signal no. 2: classes and work suspended from noon',
      },
    ];
    for (const day of days) await this.calendar.addNonWorkingDay(hr, day);
    return days.length;
  }
}
