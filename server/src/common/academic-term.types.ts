import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import { EVALUATION_TERMS, type EvaluationTermValue } from './academic-term.js';
import { enumOf } from './graphql-enum.js';

/** The university's terms as GraphQL names them; every domain that speaks of a term uses this one. */
export const EvaluationTerm = enumOf(EVALUATION_TERMS);
registerEnumType(EvaluationTerm, {
  name: 'EvaluationTerm',
  description:
    'first: First Semester (August–December); second: Second Semester (January–May); short: Short Term (June–July).',
});

@ObjectType('AcademicTerm', { description: 'A term of an academic year.' })
export class AcademicTermType {
  @Field(() => EvaluationTerm)
  term: EvaluationTermValue;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  label: string;
}
