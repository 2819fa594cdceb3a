import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import { EvaluationTerm } from '../../common/academic-term.types.js';
import { EVALUATION_CRITERIA, type EvaluationCriterionValue } from './evaluation-score.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

export const EvaluationCriterion = enumOf(EVALUATION_CRITERIA);
registerEnumType(EvaluationCriterion, {
  name: 'EvaluationCriterion',
  description: 'A§9: Attendance, Punctuality, Engagement, Attitude, Performance.',
});

export const MAX_COMMENT = 1000;
export const MAX_REMARKS = 2000;
export const RATING_RANGE = 'Rating must be a whole number from 1 to 5';

@ObjectType({
  description: 'One criterion of an evaluation: a rating 1–5 or blank, and a comment.',
})
export class EvaluationItem {
  @Field(() => EvaluationCriterion)
  criterion: EvaluationCriterionValue;

  @Field(() => Int, { nullable: true, description: '1–5; null when left blank.' })
  rating: number | null;

  @Field(() => String, { nullable: true })
  comment: string | null;
}

@ObjectType({ description: 'An earlier version of an evaluation, kept when it was saved over.' })
export class EvaluationRevision {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  version: number;

  @Field(() => [EvaluationItem])
  items: EvaluationItem[];

  @Field(() => String, { nullable: true })
  remarks: string | null;

  @Field(() => Float, { nullable: true, description: 'That version’s score.' })
  score: number | null;

  @Field(() => String, { nullable: true, description: 'Who saved that version.' })
  evaluatorName: string | null;

  @Field({ description: 'When that version was saved.' })
  submittedAt: Date;

  @Field(() => String, { nullable: true, description: 'Who saved over it.' })
  replacedByName: string | null;

  @Field()
  replacedAt: Date;
}

@ObjectType({
  description:
    'An office’s evaluation of a scholar for one term (A§2.4, A§2.5): one per scholar, office, term and academic year.',
})
export class Evaluation {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  scholarId: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => ApplicationPosition, {
    description: 'The scholarship: Student Assistant or Student Marshal.',
  })
  program: string;

  @Field(() => ID, { description: 'The evaluating office.' })
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field(() => [EvaluationItem], { description: 'The five criteria, in order (blank ones too).' })
  items: EvaluationItem[];

  @Field(() => String, { nullable: true })
  remarks: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The mean of the rated criteria to one decimal; null when none is rated.',
  })
  score: number | null;

  @Field(() => String, { nullable: true, description: 'Who saved this version.' })
  evaluatorName: string | null;

  @Field({ description: 'When this version was saved.' })
  submittedAt: Date;

  @Field(() => Int, { description: 'For expectedVersion; 1 for a first save.' })
  version: number;

  @Field()
  createdAt: Date;
}

export const EvaluationPage = PagedType(Evaluation, 'EvaluationPage', 'One page of evaluations.');

@InputType({ description: 'Filters of the evaluations list; all optional and combined.' })
export class EvaluationFilter {
  @Field({ nullable: true, description: 'Part of the student’s name or of the office’s name.' })
  @IsOptional()
  @IsString()
  search?: string;

  @Field(() => ApplicationPosition, { nullable: true, description: 'The scholarship.' })
  @IsOptional()
  @IsIn(applicationPosition.enumValues)
  program?: (typeof applicationPosition.enumValues)[number];

  @Field(() => ID, {
    nullable: true,
    description: 'The evaluating office (office staff: their own).',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string;

  @Field(() => EvaluationTerm, { nullable: true })
  @IsOptional()
  @IsIn(EVALUATION_TERMS, { message: 'Unknown term' })
  term?: EvaluationTermValue;

  @Field({ nullable: true, description: '"2026-2027".' })
  @IsOptional()
  @IsString()
  academicYear?: string;

  @Field(() => ID, { nullable: true, description: 'One scholar’s evaluations.' })
  @IsOptional()
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId?: string;
}

@InputType({ description: 'One criterion as rated: left out or null rating is blank.' })
export class EvaluationItemInput {
  @Field(() => EvaluationCriterion)
  @IsIn(EVALUATION_CRITERIA, { message: 'Unknown criterion' })
  criterion: EvaluationCriterionValue;

  @Field(() => Int, { nullable: true, description: '1–5; null: blank.' })
  @IsOptional()
  @IsInt({ message: RATING_RANGE })
  @Min(1, { message: RATING_RANGE })
  @Max(5, { message: RATING_RANGE })
  rating?: number | null;

  @Field(() => String, { nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENT, { message: `Comment must be at most ${MAX_COMMENT} characters` })
  comment?: string;
}

@InputType({
  description:
    'Office staff: save their office’s evaluation of a scholar for a term (made the first time, updated after, the earlier version kept).',
})
export class SaveEvaluationInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Scholar not found' })
  scholarId: string;

  @Field(() => EvaluationTerm)
  @IsIn(EVALUATION_TERMS, { message: 'Choose the term' })
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027": two consecutive years.' })
  @IsString({ message: 'Academic year must look like 2026-2027' })
  academicYear: string;

  @Field(() => [EvaluationItemInput], {
    defaultValue: [],
    description: 'The criteria rated or commented; those left out are blank.',
  })
  @IsArray()
  @ArrayMaxSize(EVALUATION_CRITERIA.length, { message: 'Each criterion can be rated only once.' })
  @ValidateNested({ each: true })
  @Type(() => EvaluationItemInput)
  items: EvaluationItemInput[] = [];

  @Field({ nullable: true })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_REMARKS, { message: `Remarks must be at most ${MAX_REMARKS} characters` })
  remarks?: string;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version the form was loaded with, 0 when there was no evaluation yet; another answers CONFLICT. Left out: no check.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedVersion?: number;
}
