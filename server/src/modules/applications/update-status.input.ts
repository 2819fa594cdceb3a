import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, Min } from 'class-validator';
import { trimmed } from '../../common/inputs.js';
import { applicationStatus, type ApplicationStatus as StatusValue } from './applications.table.js';
import { ApplicationStatus } from './applications.types.js';

export const MAX_COMMENT = 2000;

/** The interview fields; whether they are required depends on the status (checked by the service). */
@InputType({ isAbstract: true })
class InterviewFields {
  @Field({ nullable: true, description: 'YYYY-MM-DD, today or later.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(10)
  interviewDate?: string;

  @Field({ nullable: true, description: 'HH:MM between 08:00 and 17:00.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(8)
  interviewTime?: string;

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'Location must be at most 200 characters' })
  interviewLocation?: string;

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENT, { message: `Notes must be at most ${MAX_COMMENT} characters` })
  interviewNotes?: string;
}

@InputType({ description: 'HR’s decision on an application (A§4).' })
export class UpdateApplicationStatusInput extends InterviewFields {
  @Field(() => ID)
  @IsUUID('all', { message: 'Application not found' })
  id: string;

  @Field(() => ApplicationStatus)
  @IsIn(applicationStatus.enumValues, { message: 'Unknown status' })
  status: StatusValue;

  @Field(() => String, {
    nullable: true,
    description: 'Replaces the comments; blank clears them, leaving it out keeps them.',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENT, { message: `Comments must be at most ${MAX_COMMENT} characters` })
  hrComments?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The version the decision was made on; a newer one answers CONFLICT.',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  expectedVersion?: number;

  @Field(() => ID, {
    nullable: true,
    description: 'The office of training: required when moving to passed_interview.',
  })
  @trimmed
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;
}

@InputType({ description: 'The interview fields of a draft decision, for the e-mail preview.' })
export class InterviewPreviewInput extends InterviewFields {
  @Field(() => ID)
  @IsUUID('all', { message: 'Application not found' })
  applicationId: string;
}
