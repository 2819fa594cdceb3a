import { Field, ID, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { DtrEntryStatus, DtrMonthStatus } from './dtr.types.js';
import type { DtrEntryStatus as EntryStatusValue } from './dtr.table.js';

/** Dates, months and times are checked by the service (dtr-rules), so both transports get the same field messages. */

export const MAX_REASON = 500;
export const MAX_REMARKS = 2000;

@InputType({ isAbstract: true })
class DayTimes extends VersionedInput {
  @Field({ description: 'YYYY-MM-DD.' })
  @IsString()
  workDate: string;

  @Field(() => String, { nullable: true, description: 'HH:MM; blank or null: no time.' })
  @IsOptional()
  @IsString()
  in1?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  out1?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  in2?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  out2?: string | null;
}

@InputType({
  description:
    'A student’s own day: empty times delete an unconfirmed day (or clear it when the office excused or corrected it).',
})
export class SaveDtrDayInput extends DayTimes {}

@InputType({ isAbstract: true })
class ScholarDay extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId: string;

  @Field({ description: 'YYYY-MM-DD.' })
  @IsString()
  workDate: string;
}

@InputType({ description: 'Office: confirm one day with a complete IN/OUT pair.' })
export class ConfirmDtrDayInput extends ScholarDay {}

@InputType({ description: 'Office: take a confirmation back (recorded in the day’s history).' })
export class UnconfirmDtrDayInput extends ScholarDay {
  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REASON, { message: `Reason must be at most ${MAX_REASON} characters` })
  reason?: string;
}

@InputType({
  description:
    'Office: mark a day excused (an emergency: no undertime or late counted); a blank reason removes the excuse.',
})
export class ExcuseDtrDayInput extends ScholarDay {
  @Field(() => String, { nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REASON, { message: `Reason must be at most ${MAX_REASON} characters` })
  reason?: string;
}

@InputType({
  description:
    'Office: correct a day’s times (the old values, the editor and the reason are kept; the student is notified). A reason is required in an approved month.',
})
export class CorrectDtrDayInput extends DayTimes {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId: string;

  @Field(() => DtrEntryStatus, {
    nullable: true,
    description: 'Also set the status; left out, the day keeps its status.',
  })
  @IsOptional()
  @IsIn(['unconfirmed', 'confirmed'], { message: 'Unknown status' })
  status?: EntryStatusValue;

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REASON, { message: `Reason must be at most ${MAX_REASON} characters` })
  reason?: string;
}

@InputType({
  description:
    'Office: confirm every complete, unconfirmed day of a month at once — of one scholar, or of every scholar of an office.',
})
export class ConfirmDtrDaysInput {
  @Field({ description: 'YYYY-MM.' })
  @IsString()
  month: string;

  @Field(() => ID, { nullable: true, description: 'One scholar; left out: the whole office.' })
  @IsOptional()
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId?: string;

  @Field(() => ID, {
    nullable: true,
    description: 'HR: the office (required without scholarId); office staff: always their own.',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;
}

@InputType({ description: 'A student hands in a month (draft or returned → submitted).' })
export class SubmitDtrMonthInput extends VersionedInput {
  @Field({ description: 'YYYY-MM.' })
  @IsString()
  month: string;
}

@InputType({ description: 'Office: approve a submitted month, or return it with remarks.' })
export class DecideDtrMonthInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId: string;

  @Field({ description: 'YYYY-MM.' })
  @IsString()
  month: string;

  @Field(() => DtrMonthStatus, { description: 'approved or returned.' })
  @IsIn(['approved', 'returned'], { message: 'Choose approved or returned' })
  status: 'approved' | 'returned';

  @Field({ nullable: true, description: 'Required when returning: what to fix.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REMARKS, { message: `Remarks must be at most ${MAX_REMARKS} characters` })
  remarks?: string;
}
