import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import { Pagination } from '../../common/pagination.js';
import { AcademicTermType, EvaluationTerm } from '../../common/academic-term.types.js';
import {
  scholarStatus,
  type ScholarStage as StageValue,
  type ScholarStatus as StatusValue,
} from '../scholars/scholars.table.js';
import { ScholarStage, ScholarStatus } from '../scholars/scholars.types.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

@InputType({
  description:
    'Filters of the scholars master list; all optional and combined. The term defaults to the current one (university time); a term or year left out is taken from it.',
})
export class MasterListFilter {
  @Field(() => ID, { nullable: true, description: 'The office the scholar serves at now.' })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field(() => ApplicationPosition, { nullable: true, description: 'SA or SM.' })
  @IsOptional()
  @IsIn(applicationPosition.enumValues, { message: 'Unknown scholarship type' })
  program?: ApplicationPosition;

  @Field(() => ScholarStatus, { nullable: true })
  @IsOptional()
  @IsIn(scholarStatus.enumValues, { message: 'Unknown status' })
  status?: StatusValue;

  @Field(() => EvaluationTerm, { nullable: true })
  @IsOptional()
  @IsIn(EVALUATION_TERMS, { message: 'Unknown term' })
  term?: EvaluationTermValue;

  @Field({ nullable: true, description: '"2026-2027".' })
  @IsOptional()
  @IsString()
  academicYear?: string;
}

@ObjectType({
  description:
    'One deployment (trainee or scholar) on HR’s master list, with its figures for the chosen term.',
})
export class MasterListRow {
  @Field(() => ID)
  scholarId: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => ID)
  officeId: string;

  @Field({ description: 'The office the scholar serves at now (or last served at).' })
  officeName: string;

  @Field(() => ApplicationPosition, {
    description: 'SA (Student Assistant) or SM (Student Marshal).',
  })
  program: ApplicationPosition;

  @Field(() => ScholarStage)
  stage: StageValue;

  @Field(() => ScholarStatus)
  status: StatusValue;

  @Field({ description: 'First day of the deployment (YYYY-MM-DD).' })
  startedOn: string;

  @Field(() => String, { nullable: true, description: 'Last day, when it has ended.' })
  endedOn: string | null;

  @Field(() => Int, {
    description:
      'Days served up to the list’s asOf day, summed over every office assignment (a reassignment counts each day once).',
  })
  daysInService: number;

  @Field(() => Int, {
    description: 'Whole months served: daysInService × 12 / 365.25, rounded down.',
  })
  monthsInService: number;

  @Field(() => Int, {
    description:
      'Terms of service: those credited when HR closed them, and those imported from before the system.',
  })
  termsServed: number;

  @Field(() => Int, {
    description:
      'Academic years with a term served (imported terms counted two to a year, rounded up).',
  })
  yearsServed: number;

  @Field(() => Int, { description: 'Confirmed DTR minutes within the term’s dates.' })
  confirmedMinutes: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'The score of the latest evaluation up to the chosen term (mean of the rated criteria, one decimal).',
  })
  latestScore: number | null;

  @Field(() => AcademicTermType, { nullable: true, description: 'The term of that evaluation.' })
  latestScoreTerm: AcademicTermType | null;

  @Field(() => String, {
    nullable: true,
    description: 'From the application: Male, Female or Other.',
  })
  gender: string | null;
}

@ObjectType({ description: 'How many deployments on the list serve at one office.' })
export class MasterListOfficeCount {
  @Field(() => ID)
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'How many deployments on the list hold one scholarship type.' })
export class MasterListProgramCount {
  @Field(() => ApplicationPosition)
  program: ApplicationPosition;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'The whole filtered list in figures (every page, not only one).' })
export class MasterListSummary {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  male: number;

  @Field(() => Int)
  female: number;

  @Field(() => [MasterListOfficeCount], { description: 'By office name.' })
  byOffice: MasterListOfficeCount[];

  @Field(() => [MasterListProgramCount], {
    description: 'Student Assistant, then Student Marshal.',
  })
  byProgram: MasterListProgramCount[];
}

@ObjectType({ description: 'One page of the scholars master list, for one term.' })
export class MasterListPage {
  @Field(() => [MasterListRow])
  items: MasterListRow[];

  @Field(() => Pagination)
  pagination: Pagination;

  @Field(() => AcademicTermType, { description: 'The term the list is for.' })
  term: AcademicTermType;

  @Field({
    description:
      'The day months in service are counted to: today, or the term’s last day if earlier.',
  })
  asOf: string;
}
