import { Field, Float, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import type { EvaluationTermValue } from '../../common/academic-term.js';
import { EvaluationTerm } from '../../common/academic-term.types.js';

// Inputs carry no class-validator rules of their own: grade-report-rules.ts checks
// GraphQL and REST alike, with the same messages; @Allow keeps the fields through
// the validation pipe's whitelist.

@ObjectType('GradeReportRow', {
  description: 'One subject of a grade slip (A§3 Parsed grade row).',
})
export class GradeReportRowType {
  @Field()
  subject: string;

  @Field({ description: 'The teacher, as the slip prints it.' })
  faculty: string;

  @Field(() => Float, { nullable: true, description: 'Grade of the first period (50–100).' })
  one: number | null;

  @Field(() => Float, { nullable: true, description: 'Grade of the second period (50–100).' })
  two: number | null;

  @Field(() => Float, { nullable: true, description: 'Final grade (50–100).' })
  final: number | null;

  @Field(() => Float, { description: 'Units (default 3.00).' })
  units: number;

  @Field({ description: 'Passed, Failed, INC… as the slip prints it.' })
  status: string;
}

@ObjectType('GradeReportMeta', { description: 'The slip’s header and footer (A§2.3 meta).' })
export class GradeReportMetaType {
  @Field(() => String, { nullable: true })
  level?: string;

  @Field(() => String, { nullable: true })
  date?: string;

  @Field(() => String, { nullable: true })
  enrolledBy?: string;

  @Field(() => String, { nullable: true })
  program?: string;

  @Field(() => String, { nullable: true, description: 'The averages line, as printed.' })
  averages?: string;
}

@ObjectType({
  description:
    'A student’s grades for one term, read from their grade slip (beyond the spec: A§2.3 Grades Upload saved). One per student, term and academic year.',
})
export class GradeReport {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The student it belongs to.' })
  userId: string;

  @Field()
  studentName: string;

  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  termLabel: string;

  @Field(() => [GradeReportRowType])
  rows: GradeReportRowType[];

  @Field(() => Float, { nullable: true, description: 'General average (50–100).' })
  generalAverage: number | null;

  @Field(() => GradeReportMetaType)
  meta: GradeReportMetaType;

  @Field(() => Int, { description: 'For expectedVersion when saving the term again.' })
  version: number;

  @Field()
  createdAt: Date;

  @Field({ description: 'When it was last saved.' })
  updatedAt: Date;
}

@InputType({ description: 'One row as the student corrected it.' })
export class GradeReportRowInput {
  @Field(() => String, { nullable: true, description: 'Required.' })
  @Allow()
  subject?: string;

  @Field(() => String, { nullable: true })
  @Allow()
  faculty?: string;

  @Field(() => Float, { nullable: true, description: '50–100 or blank.' })
  @Allow()
  one?: number | null;

  @Field(() => Float, { nullable: true, description: '50–100 or blank.' })
  @Allow()
  two?: number | null;

  @Field(() => Float, { nullable: true, description: '50–100 or blank.' })
  @Allow()
  final?: number | null;

  @Field(() => Float, { nullable: true, description: 'Greater than 0; blank is 3.00.' })
  @Allow()
  units?: number | null;

  @Field(() => String, { nullable: true })
  @Allow()
  status?: string;
}

@InputType()
export class GradeReportMetaInput {
  @Field(() => String, { nullable: true })
  @Allow()
  level?: string;

  @Field(() => String, { nullable: true })
  @Allow()
  date?: string;

  @Field(() => String, { nullable: true })
  @Allow()
  enrolledBy?: string;

  @Field(() => String, { nullable: true })
  @Allow()
  program?: string;

  @Field(() => String, { nullable: true })
  @Allow()
  averages?: string;
}

@InputType({
  description:
    'Save a term’s grades: 1 to 60 rows, a general average 50–100 or blank. Saving a term again needs expectedVersion.',
})
export class SaveGradeReportInput {
  @Field(() => EvaluationTerm)
  @Allow()
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  @Allow()
  academicYear: string;

  @Field(() => [GradeReportRowInput])
  @Allow()
  rows: GradeReportRowInput[];

  @Field(() => Float, { nullable: true })
  @Allow()
  generalAverage?: number | null;

  @Field(() => GradeReportMetaInput, { nullable: true })
  @Allow()
  meta?: GradeReportMetaInput;

  @Field(() => Int, {
    nullable: true,
    description: 'The version of the term’s report being replaced; a newer one answers CONFLICT.',
  })
  @Allow()
  expectedVersion?: number;
}
