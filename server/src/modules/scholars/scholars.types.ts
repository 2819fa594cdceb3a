import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { FieldChangeEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import {
  scholarStage,
  scholarStatus,
  type ScholarStage as StageValue,
  type ScholarStatus as StatusValue,
} from './scholars.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

export const ScholarStage = enumOf(scholarStage.enumValues);
export const ScholarStatus = enumOf(scholarStatus.enumValues);
registerEnumType(ScholarStage, {
  name: 'ScholarStage',
  description: 'trainee: rendering the 130 training hours; scholar: accepted.',
});
registerEnumType(ScholarStatus, { name: 'ScholarStatus', description: 'A§4 scholar statuses.' });

const MAX_COMMENT = 2000;

@ObjectType({ description: 'A student deployed to an office: a trainee, then a scholar (A§3).' })
export class Scholar {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  userId: string;

  @Field(() => ID, { nullable: true, description: 'The application that led here.' })
  applicationId: string | null;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => String, { nullable: true })
  gender: string | null;

  @Field(() => ApplicationPosition, { description: 'Student Assistant or Student Marshal.' })
  program: string;

  @Field(() => ScholarStage)
  stage: StageValue;

  @Field(() => ScholarStatus)
  status: StatusValue;

  @Field(() => ID)
  officeId: string;

  @Field({ description: 'The office name ("Department" on the DTR).' })
  officeName: string;

  @Field(() => Int, { description: 'Training hours to render before acceptance (130).' })
  requiredHours: number;

  @Field(() => Int, { description: 'Duty hours a day, Monday to Saturday (5).' })
  dutyHoursPerDay: number;

  @Field({ description: 'HH:MM when duty starts; a later first IN is late.' })
  dutyStart: string;

  @Field({ description: 'YYYY-MM-DD, first day of the deployment.' })
  startedOn: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, when it ended.' })
  endedOn: string | null;

  @Field(() => Int)
  version: number;

  @Field()
  createdAt: Date;
}

export const ScholarPage = PagedType(Scholar, 'ScholarPage', 'One page of scholars.');

@ObjectType({ description: 'One change to a scholar: stage, status or office.' })
export class ScholarEvent extends FieldChangeEntry({
  field: 'stage, status or office.',
  actorName: 'Null for changes made by the system.',
}) {
  @Field(() => String, { nullable: true })
  comment: string | null;
}

@ObjectType({ description: 'A period at one office (months in service come from these).' })
export class ScholarAssignment {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  officeId: string;

  @Field()
  officeName: string;

  @Field()
  fromDate: string;

  @Field(() => String, { nullable: true })
  toDate: string | null;
}

@InputType({ description: 'Filters of the scholars list; all optional and combined.' })
export class ScholarFilter {
  @Field({ nullable: true, description: 'Part of the name or e-mail address.' })
  @IsOptional()
  @IsString()
  search?: string;

  @Field(() => ApplicationPosition, { nullable: true })
  @IsOptional()
  @IsIn(applicationPosition.enumValues)
  program?: (typeof applicationPosition.enumValues)[number];

  @Field(() => ScholarStatus, { nullable: true })
  @IsOptional()
  @IsIn(scholarStatus.enumValues)
  status?: StatusValue;

  @Field(() => ScholarStage, { nullable: true })
  @IsOptional()
  @IsIn(scholarStage.enumValues)
  stage?: StageValue;

  @Field(() => ID, { nullable: true, description: 'HR only; office staff always see their own.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field({
    nullable: true,
    description: 'True: only deployments not ended (those serving now); false: only ended ones.',
  })
  @IsOptional()
  @IsBoolean()
  current?: boolean;
}

@InputType({ isAbstract: true })
class VersionedChange extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar not found' })
  id: string;

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENT, { message: `Comment must be at most ${MAX_COMMENT} characters` })
  comment?: string;
}

@InputType({ description: 'A§2.4: set a scholar active, inactive or suspended.' })
export class UpdateScholarStatusInput extends VersionedChange {
  @Field(() => ScholarStatus)
  @IsIn(scholarStatus.enumValues, { message: 'Unknown status' })
  status: StatusValue;
}

@InputType({ description: 'HR: move a scholar to another office.' })
export class ReassignScholarInput extends VersionedChange {
  @Field(() => ID)
  @IsUUID('all', { message: 'Office not found' })
  officeId: string;
}
