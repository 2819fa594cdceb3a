import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  ValidateNested,
} from 'class-validator';
import { AcademicTermType, EvaluationTerm } from '../../common/academic-term.types.js';
import { EVALUATION_TERMS, type EvaluationTermValue } from '../../common/academic-term.js';
import {
  NON_WORKING_DAY_KINDS,
  type NonWorkingDayKind as NonWorkingDayKindValue,
} from '../../common/university-calendar.js';
import { NonWorkingDayKind } from '../../common/university-calendar.types.js';

/** Dates, times and reasons are checked by the service (calendar-rules), so both transports get the same field messages. */

@ObjectType({ description: "A term's dates, first and last day inclusive." })
export class TermDates extends AcademicTermType {
  @Field({ description: 'YYYY-MM-DD.' })
  startsOn: string;

  @Field({ description: 'YYYY-MM-DD.' })
  endsOn: string;
}

@ObjectType({ description: "An academic year's terms." })
export class AcademicYear {
  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({
    description: "Whether the university set these dates; false: the default rule's, to adjust.",
  })
  custom: boolean;

  @Field(() => [TermDates], { description: 'First Semester, Second Semester, Short Term.' })
  terms: TermDates[];
}

@InputType()
export class TermDatesInput {
  @Field(() => EvaluationTerm)
  @IsIn(EVALUATION_TERMS, { message: 'Unknown term' })
  term: EvaluationTermValue;

  @Field({ description: 'YYYY-MM-DD.' })
  @IsString()
  startsOn: string;

  @Field({ description: 'YYYY-MM-DD.' })
  @IsString()
  endsOn: string;
}

@InputType()
export class SaveAcademicYearInput {
  @Field({ description: '"2026-2027".' })
  @IsString()
  academicYear: string;

  @Field(() => [TermDatesInput], { description: 'The three terms, each once.' })
  @IsArray()
  @ArrayMaxSize(3, { message: 'Give each of the three terms once' })
  @ValidateNested({ each: true })
  @Type(() => TermDatesInput)
  terms: TermDatesInput[];
}

@InputType()
export class AddNonWorkingDayInput {
  @Field({ description: 'YYYY-MM-DD.' })
  @IsString()
  date: string;

  @Field(() => String, { nullable: true, description: 'HH:MM from which; blank: the whole day.' })
  @IsOptional()
  @IsString()
  fromTime?: string | null;

  @Field(() => NonWorkingDayKind)
  @IsIn(NON_WORKING_DAY_KINDS, { message: 'Choose holiday, special non-working day or suspension' })
  kind: NonWorkingDayKindValue;

  @Field(() => [ID], {
    nullable: true,
    description: 'Only these offices; empty or null: every office.',
  })
  @IsOptional()
  @IsArray()
  @IsUUID('all', { each: true, message: 'One of the chosen offices does not exist' })
  officeIds?: string[] | null;

  @Field()
  @IsString()
  reason: string;
}
