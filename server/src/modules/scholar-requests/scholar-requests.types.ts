import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { StatusChangeEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import {
  scholarRequestStatus,
  type ScholarRequestStatus as StatusValue,
} from './scholar-requests.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

export const ScholarRequestStatus = enumOf(scholarRequestStatus.enumValues);
registerEnumType(ScholarRequestStatus, {
  name: 'ScholarRequestStatus',
  description:
    'open: waiting for HR; fulfilled, partially_fulfilled, declined: HR’s answer; cancelled: withdrawn by the office.',
});

/** The most scholars one request may ask for (and of each gender). */
export const MAX_SCHOLARS = 50;
export const MAX_NOTES = 1000;
export const MAX_ANSWER = 1000;

@ObjectType({ description: 'An office’s request to HR for scholars, and HR’s answer (A§2.4).' })
export class ScholarRequest {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The office that asks.' })
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => String, {
    nullable: true,
    description: 'Who asked; null once that account is deleted.',
  })
  requestedByName: string | null;

  @Field(() => Int, { description: 'Scholars needed, at least 1.' })
  total: number;

  @Field(() => Int, { description: 'Of them male (Male + Female need not equal Total).' })
  male: number;

  @Field(() => Int, { description: 'Of them female.' })
  female: number;

  @Field(() => ApplicationPosition, {
    nullable: true,
    description: 'The programme wanted; null when either will do.',
  })
  scholarType: ApplicationPosition | null;

  @Field(() => String, { nullable: true })
  notes: string | null;

  @Field(() => ScholarRequestStatus)
  status: StatusValue;

  @Field(() => String, { nullable: true, description: 'HR’s answer to the office.' })
  answer: string | null;

  @Field(() => String, { nullable: true, description: 'Who answered; null while open.' })
  answeredByName: string | null;

  @Field(() => Date, { nullable: true })
  answeredAt: Date | null;

  @Field(() => Int)
  version: number;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

export const ScholarRequestPage = PagedType(
  ScholarRequest,
  'ScholarRequestPage',
  'One page of scholar requests.',
);

@ObjectType({ description: 'One step in a request’s life: asked, answered, reopened, withdrawn.' })
export class ScholarRequestEvent extends StatusChangeEntry(ScholarRequestStatus, {
  fromStatus: 'Null for the request itself.',
  comment: 'The answer given with the change.',
  actorName: 'Null once that account is deleted.',
}) {}

@InputType({ description: 'Filters of the scholar requests list; all optional and combined.' })
export class ScholarRequestFilter {
  @Field(() => ScholarRequestStatus, { nullable: true })
  @IsOptional()
  @IsIn(scholarRequestStatus.enumValues, { message: 'Unknown status' })
  status?: StatusValue;

  @Field(() => ID, { nullable: true, description: 'HR only; office staff always see their own.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field({
    nullable: true,
    description: 'Part of the office’s name, the requester’s or the notes.',
  })
  @IsOptional()
  @IsString()
  search?: string;
}

// The field's first message is that of the decorator nearest the property (decorators apply
// bottom-up): "a whole number" comes before the range, so "two" is not told "at most 50".
@InputType({ description: 'A§2.4 Create Scholar Request: how many scholars the office needs.' })
export class CreateScholarRequestInput {
  @Field(() => Int, { description: `Scholars needed, 1 to ${MAX_SCHOLARS}.` })
  @Min(1, { message: 'Total must be at least 1' })
  @Max(MAX_SCHOLARS, { message: `Total must be at most ${MAX_SCHOLARS}` })
  @IsInt({ message: 'Total must be a whole number' })
  total: number;

  @Field(() => Int, { nullable: true, description: 'Of them male; 0 when left out.' })
  @IsOptional()
  @Min(0, { message: 'Male must not be negative' })
  @Max(MAX_SCHOLARS, { message: `Male must be at most ${MAX_SCHOLARS}` })
  @IsInt({ message: 'Male must be a whole number' })
  male?: number;

  @Field(() => Int, { nullable: true, description: 'Of them female; 0 when left out.' })
  @IsOptional()
  @Min(0, { message: 'Female must not be negative' })
  @Max(MAX_SCHOLARS, { message: `Female must be at most ${MAX_SCHOLARS}` })
  @IsInt({ message: 'Female must be a whole number' })
  female?: number;

  @Field(() => ApplicationPosition, { nullable: true, description: 'Left out: either will do.' })
  @IsOptional()
  @IsIn(applicationPosition.enumValues, { message: 'Unknown scholar type' })
  scholarType?: ApplicationPosition;

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTES, { message: 'Notes must be at most 1,000 characters' })
  notes?: string;
}

@InputType({ isAbstract: true })
class RequestChange extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar request not found' })
  id: string;
}

@InputType({
  description:
    'HR’s answer: fulfilled, partially_fulfilled or declined (with a reason), or back to open.',
})
export class AnswerScholarRequestInput extends RequestChange {
  @Field(() => ScholarRequestStatus, { description: 'One of the request’s allowedNextStatuses.' })
  @IsIn(scholarRequestStatus.enumValues, { message: 'Unknown status' })
  status: StatusValue;

  @Field({ nullable: true, description: 'Shown to the office; required when declining.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_ANSWER, { message: 'Answer must be at most 1,000 characters' })
  answer?: string;
}

@InputType({ description: 'The office withdraws its own open request.' })
export class CancelScholarRequestInput extends RequestChange {}
