import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StatusChangeEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import { FormText, StudentFormFields, StudentFormInput } from '../../common/student-form.types.js';
import {
  leaveStatus,
  leaveType,
  type LeaveStatus as StatusValue,
  type LeaveType as TypeValue,
} from './leave.table.js';

export const LeaveType = enumOf(leaveType.enumValues);
export const LeaveStatus = enumOf(leaveStatus.enumValues);
registerEnumType(LeaveType, {
  name: 'LeaveType',
  description:
    'A§2.3 Type of Leave: sick (Sick Leave), social (Social Orientation), vacation (labelled Bereavement Leave), others (Others).',
});
registerEnumType(LeaveStatus, {
  name: 'LeaveStatus',
  description:
    'pending until decided; approved or disapproved by the office or HR (HR’s "rejected" is disapproved); cancelled by the student while pending, or by HR — final.',
});

const MAX_NOTE = 2000;

@ObjectType({
  description: 'A scholar’s leave application (A§2.3) and its decision (A§2.4, A§2.5).',
})
export class LeaveRequest extends StudentFormFields {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  scholarId: string;

  @Field(() => ID, { description: 'The student who filed it.' })
  userId: string;

  @Field({ description: 'The student’s first and last name as their account has it.' })
  studentName: string;

  @Field()
  studentEmail: string;

  @Field(() => ID)
  officeId: string;

  @Field({ description: 'The office the scholar serves now.' })
  officeName: string;

  @Field(() => LeaveType)
  type: TypeValue;

  @Field({ description: 'Sick Leave, Social Orientation, Bereavement Leave or Others.' })
  typeLabel: string;

  @Field({ description: 'YYYY-MM-DD, the first day of leave.' })
  dateFrom: string;

  @Field({ description: 'YYYY-MM-DD, the last day of leave (on or after dateFrom).' })
  dateTo: string;

  @Field(() => Int, { description: 'Calendar days from dateFrom to dateTo, both included.' })
  days: number;

  @Field(() => String, { nullable: true, description: 'The form’s "days/hours" as written.' })
  daysHours: string | null;

  @Field(() => String, { nullable: true })
  reasons: string | null;

  @Field(() => LeaveStatus)
  status: StatusValue;

  @Field(() => String, { nullable: true, description: 'The office’s remarks on its decision.' })
  remarks: string | null;

  @Field(() => String, { nullable: true, description: 'HR’s note (Leave details).' })
  hrNote: string | null;

  @Field(() => String, { nullable: true, description: 'Who made the last decision.' })
  decidedByName: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Int, { description: 'For expectedVersion; a newer one answers CONFLICT.' })
  version: number;

  @Field({ description: 'When it was filed (Submitted).' })
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

export const LeaveRequestPage = PagedType(
  LeaveRequest,
  'LeaveRequestPage',
  'One page of leave requests.',
);

@ObjectType({ description: 'One step of a leave request’s history.' })
export class LeaveRequestEvent extends StatusChangeEntry(LeaveStatus, {
  fromStatus: 'Null for the filing.',
  comment: 'Remarks or HR note given with it.',
}) {}

@ObjectType({ description: 'How many leave requests there are, in all and per status (A§2.4).' })
export class LeaveRequestTotals {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  pending: number;

  @Field(() => Int)
  approved: number;

  @Field(() => Int)
  disapproved: number;

  @Field(() => Int)
  cancelled: number;
}

@ObjectType({
  description:
    'What the A§2.3 leave form starts with: the name on the scholar’s application (else the account’s); ID #, School / Department and Course & Year as written on their latest leave application; else the application’s college, else the office, for School / Department. Blank when unknown.',
})
export class LeaveFormDefaults {
  @Field()
  name: string;

  @Field({ description: 'ID #.' })
  idNumber: string;

  @Field({ description: 'School / Department.' })
  schoolDept: string;

  @Field({ description: 'Course & Year.' })
  courseYear: string;
}

@InputType({
  description:
    'A§2.3 Leave form. Name and ID # are required, then a type and the dates (inside the deployment, not overlapping a pending or approved leave).',
})
export class CreateLeaveRequestInput extends StudentFormInput {
  @Field(() => LeaveType, { nullable: true })
  @IsOptional()
  @IsString()
  type?: string;

  @FormText('YYYY-MM-DD.')
  dateFrom?: string;

  @FormText('YYYY-MM-DD, on or after dateFrom.')
  dateTo?: string;

  @FormText('Days / hours, as the student writes them.')
  daysHours?: string;

  @FormText('At most 2,000 characters.')
  reasons?: string;
}

@InputType({
  description:
    'A decision on a leave request: office staff of the scholar’s office or HR (see allowedNextStatuses).',
})
export class DecideLeaveRequestInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Leave request not found' })
  id: string;

  @Field(() => LeaveStatus)
  @IsIn(leaveStatus.enumValues, { message: 'Unknown status' })
  status: StatusValue;

  @Field({ nullable: true, description: 'The office’s remarks; left out keeps them.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTE, { message: 'Remarks must be at most 2,000 characters' })
  remarks?: string;

  @Field({ nullable: true, description: 'HR only; left out keeps it.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTE, { message: 'HR note must be at most 2,000 characters' })
  hrNote?: string;
}

@InputType({ description: 'The student cancels their own pending leave request.' })
export class CancelLeaveRequestInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Leave request not found' })
  id: string;
}

@InputType({ description: 'Filters of the staff leave list; all optional and combined.' })
export class LeaveRequestFilter {
  @Field({ nullable: true, description: 'Part of the student’s name or ID #.' })
  @IsOptional()
  @IsString()
  search?: string;

  @Field(() => LeaveStatus, { nullable: true })
  @IsOptional()
  @IsIn(leaveStatus.enumValues)
  status?: StatusValue;

  @Field(() => LeaveType, { nullable: true })
  @IsOptional()
  @IsIn(leaveType.enumValues)
  type?: TypeValue;

  @Field(() => ID, { nullable: true, description: 'HR only; office staff always see their own.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;
}
