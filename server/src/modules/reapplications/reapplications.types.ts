import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { StatusChangeEntry } from '../../common/history/history.types.js';
import type { EvaluationTermValue } from '../../common/academic-term.js';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import { FormText, StudentFormFields, StudentFormInput } from '../../common/student-form.types.js';
import { EvaluationTerm } from '../../common/academic-term.types.js';
import {
  reapplicationStatus,
  type ReapplicationStatus as StatusValue,
} from './reapplications.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

export const ReapplicationStatus = enumOf(reapplicationStatus.enumValues);
registerEnumType(ReapplicationStatus, {
  name: 'ReapplicationStatus',
  description:
    'A§4: pending until HR looks at it; under_review; accepted (the scholarship continues for that term) or rejected — revisable by reopening to under_review.',
});

const MAX_COMMENTS = 2000;

@ObjectType({ description: 'A term: First Semester, Second Semester or Short Term of a year.' })
export class ScholarshipTerm {
  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  label: string;
}

@ObjectType({ description: 'One of the student’s saved grade reports (the grades attachment).' })
export class ReapplicationGradeReport {
  @Field(() => ID)
  id: string;

  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field()
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  termLabel: string;

  @Field(() => Float, { nullable: true })
  generalAverage: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The grade slip’s picture, /api/files/:id, if kept.',
  })
  sourceUrl: string | null;

  @Field()
  updatedAt: Date;
}

@ObjectType({ description: 'What HR weighs beside the review form.' })
export class ReapplicationFacts {
  @Field({ description: 'The office the scholar serves now.' })
  officeName: string;

  @Field({ description: 'The term the hours are counted in (today’s).' })
  hoursTermLabel: string;

  @Field(() => Float, { description: 'Confirmed DTR hours within that term, to two decimals.' })
  confirmedHours: number;

  @Field(() => Float, {
    nullable: true,
    description: 'The latest evaluation’s score: the mean of the rated criteria to one decimal.',
  })
  latestEvaluationScore: number | null;

  @Field(() => String, { nullable: true, description: 'The term of that evaluation.' })
  latestEvaluationTerm: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'The general average of the latest saved grade report.',
  })
  latestGeneralAverage: number | null;

  @Field(() => String, { nullable: true, description: 'The term of that grade report.' })
  latestGradesTerm: string | null;
}

@ObjectType({ description: 'A scholar’s re-application to continue for a term (A§2.3, A§3).' })
export class Reapplication extends StudentFormFields {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  scholarId: string;

  @Field(() => ID)
  userId: string;

  @Field({ description: 'The student’s first and last name as their account has it.' })
  studentName: string;

  @Field()
  studentEmail: string;

  @Field(() => ID)
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => ApplicationPosition, { description: 'Scholarship: Student Assistant or Marshal.' })
  program: string;

  @Field(() => String, {
    nullable: true,
    description: 'Effectivity date of Scholarship, YYYY-MM-DD.',
  })
  effectivityDate: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'No. of years / months in service, as written.',
  })
  yearsInService: string | null;

  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field()
  academicYear: string;

  @Field(() => String, { nullable: true, description: 'Reasons for Re-Application.' })
  reasons: string | null;

  @Field(() => ReapplicationStatus)
  status: StatusValue;

  @Field(() => String, { nullable: true })
  hrComments: string | null;

  @Field(() => String, { nullable: true })
  decidedByName: string | null;

  @Field(() => Date, { nullable: true })
  decidedAt: Date | null;

  @Field(() => Int)
  version: number;

  @Field({ description: 'Submitted.' })
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

export const ReapplicationPage = PagedType(
  Reapplication,
  'ReapplicationPage',
  'One page of re-applications.',
);

@ObjectType({ description: 'One step of a re-application’s history.' })
export class ReapplicationEvent extends StatusChangeEntry(ReapplicationStatus, {
  fromStatus: 'Null for the submission.',
  comment: 'HR comments given with it.',
}) {}

@ObjectType({
  description:
    'What the A§2.3 re-application form starts with; null from reapplicationFormDefaults when the student is no accepted scholar.',
})
export class ReapplicationFormDefaults {
  @Field({ description: 'First and last name from the profile.' })
  name: string;

  @Field({ description: 'ID # as last written on a re-application or leave form.' })
  idNumber: string;

  @Field({ description: 'School / Department as last written, else the application’s college.' })
  schoolDept: string;

  @Field({ description: 'Course & Year as last written.' })
  courseYear: string;

  @Field({ description: 'The deployment’s start, YYYY-MM-DD.' })
  effectivityDate: string;

  @Field({ description: 'From the deployment’s start to today, "1 year 3 months".' })
  yearsInService: string;

  @Field(() => EvaluationTerm, { description: 'Today’s term.' })
  term: EvaluationTermValue;

  @Field()
  academicYear: string;

  @Field()
  signatureName: string;

  @Field({ description: 'Today.' })
  signatureDate: string;
}

@InputType({
  description:
    'A§2.3 Re-application form. Name and ID # are required; the term defaults to first; Academic Year YYYY-YYYY.',
})
export class SubmitReapplicationInput extends StudentFormInput {
  @FormText('Effectivity date of Scholarship, YYYY-MM-DD.')
  effectivityDate?: string;

  @FormText('No. of years / months in service, as written.')
  yearsInService?: string;

  @Field(() => EvaluationTerm, { nullable: true, description: 'Default first.' })
  @IsOptional()
  @IsString()
  term?: string;

  @FormText('YYYY-YYYY, consecutive years.')
  academicYear?: string;

  @FormText('Reasons for Re-Application, at most 2,000 characters.')
  reasons?: string;

  @Field(() => ID, {
    nullable: true,
    description: 'One of the student’s own saved grade reports (or upload `grades` instead).',
  })
  @trimmed
  @IsOptional()
  @IsString()
  gradeReportId?: string;
}

@InputType({ description: 'HR decides a re-application (see allowedNextStatuses).' })
export class DecideReapplicationInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Re-application not found' })
  id: string;

  @Field(() => ReapplicationStatus)
  @IsIn(reapplicationStatus.enumValues, { message: 'Unknown status' })
  status: StatusValue;

  @Field({ nullable: true, description: 'HR comments; left out keeps them.' })
  @trimmed
  @IsOptional()
  @IsString()
  @MaxLength(MAX_COMMENTS, { message: 'HR comments must be at most 2,000 characters' })
  hrComments?: string;
}

/** A9: the scholarship filter's values; "none" filters nothing. */
export const SCHOLARSHIP_FILTER = ['none', ...applicationPosition.enumValues] as const;

@InputType({ description: 'Filters of ReApplication Management; all optional and combined.' })
export class ReapplicationFilter {
  @Field({ nullable: true, description: 'Part of the student’s name or ID #.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;

  @Field(() => ReapplicationStatus, { nullable: true })
  @IsOptional()
  @IsIn(reapplicationStatus.enumValues, { message: 'Unknown status' })
  status?: StatusValue;

  @Field({
    nullable: true,
    description: 'A§9 scholarship filter: none (every one), student_assistant, student_marshal.',
  })
  @IsOptional()
  @IsIn(SCHOLARSHIP_FILTER, { message: 'Unknown scholarship' })
  program?: string;
}
