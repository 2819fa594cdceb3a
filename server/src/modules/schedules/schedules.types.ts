import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import { trimmed } from '../../common/inputs.js';
import { EvaluationTerm } from '../../common/academic-term.types.js';
import { StoredFile } from '../files/files.types.js';
import { SCHEDULE_MESSAGES } from './schedule-rules.js';

@ObjectType({
  description:
    'A student’s class schedule (PDF) for one term (A§2.3 Upload Schedule). The latest upload of a term is current; older ones stay as history.',
})
export class ClassSchedule {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The student it belongs to.' })
  userId: string;

  @Field({ description: 'The student’s first and last name.' })
  studentName: string;

  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  termLabel: string;

  @Field({ description: 'Whether this is the term’s current schedule (not replaced).' })
  current: boolean;

  @Field(() => Date)
  uploadedAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When a newer upload for the same term replaced it; null while current.',
  })
  replacedAt: Date | null;

  @Field(() => StoredFile, { description: 'The PDF: open or download it from `file.url`.' })
  file: StoredFile;
}

@InputType({ description: 'The term a schedule is for; both default to the term today falls in.' })
export class UploadClassScheduleInput {
  @Field(() => EvaluationTerm, { nullable: true })
  @IsOptional()
  @IsIn(EVALUATION_TERMS, { message: SCHEDULE_MESSAGES.termUnknown })
  term?: EvaluationTermValue;

  @Field(() => String, { nullable: true, description: '"2026-2027": two consecutive years.' })
  @trimmed
  @IsOptional()
  @IsString({ message: 'Academic year must look like 2026-2027' })
  @MaxLength(20, { message: 'Academic year must look like 2026-2027' })
  academicYear?: string;
}
