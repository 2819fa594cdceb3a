import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { StatusChangeEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import type {
  ScholarStage as StageValue,
  ScholarStatus as ScholarStatusValue,
} from '../scholars/scholars.table.js';
import { Scholar, ScholarStage, ScholarStatus } from '../scholars/scholars.types.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { dtrFlag, type DtrFlag as FlagValue } from './dtr-flags.js';
import { NonWorkingDay } from '../../common/university-calendar.types.js';
import { TIME_FIELDS, type TimeField } from './dtr-rules.js';
import {
  dtrEntryStatus,
  dtrMonthStatus,
  type DtrEntryStatus as EntryStatusValue,
  type DtrMonthStatus as MonthStatusValue,
} from './dtr.table.js';

export const DtrEntryStatus = enumOf(dtrEntryStatus.enumValues);
export const DtrMonthStatus = enumOf(dtrMonthStatus.enumValues);
export const DtrFlag = enumOf(dtrFlag);
export const PunchSlot = enumOf(TIME_FIELDS);
registerEnumType(PunchSlot, {
  name: 'PunchSlot',
  description: 'A time slot of a DTR day, in the order punches fill them: in1, out1, in2, out2.',
});
registerEnumType(DtrEntryStatus, {
  name: 'DtrEntryStatus',
  description: 'A recorded day is unconfirmed until the office confirms it (A§3).',
});
registerEnumType(DtrMonthStatus, {
  name: 'DtrMonthStatus',
  description:
    'A month as submitted to the office: draft → submitted → approved, or returned with remarks and submitted again.',
});
registerEnumType(DtrFlag, {
  name: 'DtrFlag',
  description:
    "Something for the office to look at (never blocking): over_ten_hours, sunday, closed_day (entries on a day the university closed the office, or past its closing time), early_in (before 06:00), late_out (after 21:00), identical_times (the same times on every recorded day of the month, at least three); of punched days: missing_out (an IN with no OUT once the day is over), over_office_max (more than the office's daily maximum), outside_office_hours (a punch before the office opens or after it closes), late_send (a punch sent late from a phone that was offline).",
});

@ObjectType({ description: 'One day of a DTR month, recorded or not (A§2.3).' })
export class DtrDay {
  @Field({ description: 'YYYY-MM-DD.' })
  date: string;

  @Field(() => Int, { description: 'Day of the month, 1–31.' })
  day: number;

  @Field({ description: 'Mon, Tue, …' })
  weekday: string;

  @Field({
    description:
      'Whether the day expects duty: Monday to Saturday (A§9), unless the university closed the office the whole day.',
  })
  dutyDay: boolean;

  @Field(() => Int, {
    description:
      'The minutes of duty the day expects (late and undertime are counted against them): the duty hours, fewer when the university closed the office from a time, 0 on a Sunday or a day it closed.',
  })
  dutyMinutes: number;

  @Field(() => NonWorkingDay, {
    nullable: true,
    description:
      "The university's holiday, special non-working day or suspension on this day for the scholar's office.",
  })
  nonWorking: NonWorkingDay | null;

  @Field(() => ID, { nullable: true, description: 'Null while nothing is recorded.' })
  id: string | null;

  @Field(() => String, { nullable: true, description: 'First IN, HH:MM.' })
  in1: string | null;

  @Field(() => String, { nullable: true })
  out1: string | null;

  @Field(() => String, { nullable: true })
  in2: string | null;

  @Field(() => String, { nullable: true })
  out2: string | null;

  @Field(() => Int)
  workedMinutes: number;

  @Field({ description: 'The sum of the two IN-OUT spans as H:MM ("" when nothing is recorded).' })
  totalHours: string;

  @Field(() => Int, { description: 'Minutes of the first IN after the duty start.' })
  lateMinutes: number;

  @Field(() => Int, {
    description: 'Duty hours minus the total, on a duty day with entries; 0 when excused.',
  })
  undertimeMinutes: number;

  @Field(() => DtrEntryStatus, { nullable: true, description: 'Null while nothing is recorded.' })
  status: EntryStatusValue | null;

  @Field(() => String, { nullable: true, description: 'Set by the office: no undertime counted.' })
  excusedReason: string | null;

  @Field(() => Date, { nullable: true })
  confirmedAt: Date | null;

  @Field(() => String, { nullable: true })
  confirmedByName: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'For expectedVersion; null while nothing is recorded.',
  })
  version: number | null;

  @Field(() => [DtrFlag])
  flags: FlagValue[];

  @Field(() => [PunchSlot], {
    description: "The slots filled by a punch at the office's screen (the rest were typed).",
  })
  punchedSlots: TimeField[];

  @Field({ description: 'A punch of this day was sent late, from a phone that was offline.' })
  lateSend: boolean;

  @Field({
    description:
      'Approved leave covers this day ("On leave"): no undertime, no time entries. Lifted when the leave is disapproved or cancelled.',
  })
  onLeave: boolean;

  @Field({
    description:
      'Whether the viewer may change this day now (a student: an unconfirmed day of their deployment, not in the future, in a month not submitted; office: any day of a month not approved).',
  })
  editable: boolean;
}

@ObjectType({ description: 'Figures of a DTR month; H:MM strings beside the minutes.' })
export class DtrTotals {
  @Field(() => Int, { description: 'Days with a complete IN/OUT pair.' })
  daysRecorded: number;

  @Field(() => Int)
  confirmedDays: number;

  @Field(() => Int)
  unconfirmedDays: number;

  @Field(() => Int)
  excusedDays: number;

  @Field(() => Int, { description: 'Days of approved leave ("On leave").' })
  leaveDays: number;

  @Field(() => Int)
  workedMinutes: number;

  @Field(() => Int)
  confirmedMinutes: number;

  @Field(() => Int)
  lateMinutes: number;

  @Field(() => Int)
  undertimeMinutes: number;

  @Field({ description: 'H:MM.' })
  totalHours: string;

  @Field({ description: 'H:MM.' })
  late: string;

  @Field({ description: 'H:MM.' })
  undertime: string;
}

@ObjectType({ description: 'One step of a month’s submission history.' })
export class DtrMonthEvent extends StatusChangeEntry(DtrMonthStatus) {}

@ObjectType({
  description:
    'A scholar’s DTR for one month: the header (Month, Name, Department, Duty Hours), every day of the month, totals, flags and the submission.',
})
export class DtrMonth {
  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field({ description: '"November 2026".' })
  label: string;

  @Field(() => Scholar)
  scholar: ScholarView;

  @Field({ description: 'First and last name.' })
  name: string;

  @Field({ description: 'The office (A§2.3 "Department").' })
  department: string;

  @Field(() => Int)
  dutyHours: number;

  @Field({ description: 'HH:MM.' })
  dutyStart: string;

  @Field(() => DtrMonthStatus, { description: 'draft until submitted.' })
  status: MonthStatusValue;

  @Field(() => String, { nullable: true, description: 'The office’s remarks on a return.' })
  remarks: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Why days of the month are read-only when some lie in a term HR closed (those days are not editable).',
  })
  closedNotice: string | null;

  @Field(() => Date, { nullable: true })
  submittedAt: Date | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Int, {
    description: 'For expectedVersion on submit/decide; 0 before anything was recorded.',
  })
  version: number;

  @Field(() => [DtrDay], { description: 'Day 1 to the end of the month.' })
  days: DtrDay[];

  @Field(() => DtrTotals)
  totals: DtrTotals;

  @Field(() => [DtrFlag], { description: 'Flags of the month as a whole.' })
  flags: FlagValue[];

  @Field(() => [DtrMonthEvent], { description: 'Submissions and decisions, oldest first.' })
  history: DtrMonthEvent[];
}

@ObjectType({ description: 'One scholar’s month in the office overview.' })
export class OfficeDtrRow {
  @Field(() => ID)
  scholarId: string;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  officeName: string;

  @Field(() => ScholarStage)
  stage: StageValue;

  @Field(() => ScholarStatus)
  scholarStatus: ScholarStatusValue;

  @Field(() => DtrMonthStatus)
  monthStatus: MonthStatusValue;

  @Field(() => Int)
  daysRecorded: number;

  @Field(() => Int)
  confirmedDays: number;

  @Field(() => Int)
  unconfirmedDays: number;

  @Field(() => Int)
  excusedDays: number;

  @Field(() => Int, { description: 'Days of approved leave in the month.' })
  leaveDays: number;

  @Field(() => Int)
  workedMinutes: number;

  @Field(() => Int)
  confirmedMinutes: number;

  @Field(() => Int)
  lateMinutes: number;

  @Field(() => Int)
  undertimeMinutes: number;

  @Field({ description: 'H:MM.' })
  totalHours: string;

  @Field({ description: 'H:MM.' })
  late: string;

  @Field({ description: 'H:MM.' })
  undertime: string;
}

@ObjectType({ description: 'Every scholar in the viewer’s scope for one month.' })
export class OfficeDtrMonth {
  @Field()
  month: string;

  @Field()
  label: string;

  @Field(() => [OfficeDtrRow], { description: 'Ordered by last name, first name.' })
  rows: OfficeDtrRow[];
}

@ObjectType({ description: 'What a bulk confirmation did.' })
export class DtrConfirmation {
  @Field()
  month: string;

  @Field(() => Int, { description: 'Days confirmed now.' })
  confirmedDays: number;

  @Field(() => Int, { description: 'Scholars whose days were confirmed.' })
  scholars: number;
}

@ObjectType({ description: 'Something changed in a scholar’s DTR (published after it is saved).' })
export class DtrChange {
  @Field(() => ID)
  scholarId: string;

  @Field({ description: 'YYYY-MM.' })
  month: string;

  @Field(() => [String], {
    description: 'The days changed (empty when only the month status changed).',
  })
  dates: string[];

  @Field(() => DtrMonthStatus, {
    nullable: true,
    description: 'Set when the month status changed.',
  })
  monthStatus: MonthStatusValue | null;
}

@ObjectType({ description: 'A trainee’s progress toward the required training hours.' })
export class TrainingProgress {
  @Field(() => Int)
  requiredHours: number;

  @Field(() => Int, { description: 'Minutes of confirmed days.' })
  confirmedMinutes: number;

  @Field(() => Int, { description: 'Minutes awaiting confirmation.' })
  unconfirmedMinutes: number;
}
