import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { AcademicTermType } from '../../common/academic-term.types.js';
import { ApplicationPosition } from '../positions/position.types.js';

/** Terms, years and reasons are checked by the service, so both transports get the same field messages. */

@ObjectType({ description: 'What is still open for a term, counted.' })
export class TermOpenWork {
  @Field(() => Int, { description: 'Scholar months with recorded days not approved.' })
  dtrMonthsNotApproved: number;

  @Field(() => Int, { description: 'Scholars who served in the term without its evaluation.' })
  scholarsNotEvaluated: number;

  @Field(() => Int, { description: 'Re-applications for the next term not decided.' })
  reapplicationsUndecided: number;

  @Field(() => Int, { description: 'Leave requests over the term still pending.' })
  leavePending: number;

  @Field(() => Int)
  total: number;
}

@ObjectType({ description: 'A closing of the term, and its reopening if it was reopened.' })
export class TermClosure {
  @Field(() => ID)
  id: string;

  @Field()
  closedAt: Date;

  @Field(() => ID)
  closedBy: string;

  @Field({ description: 'Who closed it, "First Last".' })
  closedByName: string;

  @Field(() => String, { nullable: true, description: 'Why it was closed with work open.' })
  closeReason: string | null;

  @Field(() => Int, { description: 'What was still open when it closed.' })
  openAtClose: number;

  @Field(() => Int, {
    description:
      'Scholars the close made inactive (not continuing); a reopening makes them active again.',
  })
  madeInactive: number;

  @Field(() => Date, { nullable: true })
  reopenedAt: Date | null;

  @Field(() => ID, { nullable: true })
  reopenedBy: string | null;

  @Field(() => String, { nullable: true })
  reopenedByName: string | null;

  @Field(() => String, { nullable: true })
  reopenReason: string | null;
}

@ObjectType({
  description: 'A term as HR closes it: what is still open, and whether it is closed.',
})
export class TermClosing extends AcademicTermType {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD.' })
  to: string;

  @Field(() => TermClosure, {
    nullable: true,
    description: 'The closure in force; null while open.',
  })
  closure: TermClosure | null;

  @Field(() => TermOpenWork)
  openWork: TermOpenWork;

  @Field(() => Int, {
    description: 'Scholars who served in the term: a close credits their service.',
  })
  scholarsServed: number;

  @Field(() => Int, {
    description:
      'Active scholars with no accepted re-application for a later term: a close makes them inactive. 0 once closed.',
  })
  scholarsNotContinuing: number;

  @Field(() => [TermClosure], { description: 'Every closing and reopening, newest first.' })
  history: TermClosure[];
}

@InputType()
export class TermChangeInput {
  @Field({ description: 'first, second or short.' })
  @IsString()
  term: string;

  @Field({ description: '"2026-2027".' })
  @IsString()
  academicYear: string;

  @Field(() => String, {
    nullable: true,
    description: 'Why: needed to close with work open, and always to reopen.',
  })
  @IsOptional()
  @IsString()
  reason?: string | null;
}

@ObjectType({ description: 'A term of service, credited when HR closed the term.' })
export class ServicePeriod {
  @Field(() => AcademicTermType)
  term: AcademicTermType;

  @Field(() => ID)
  officeId: string;

  @Field()
  officeName: string;

  @Field(() => ApplicationPosition, { description: 'The scholarship served under.' })
  program: ApplicationPosition;

  @Field(() => Int, { description: 'Confirmed DTR minutes within the term.' })
  confirmedMinutes: number;
}

@ObjectType({
  description: 'A scholar’s service: the terms credited, and those from before the system.',
})
export class ScholarServiceRecord {
  @Field(() => Int, { description: 'Credited terms plus imported ones.' })
  termsServed: number;

  @Field(() => Int, {
    description:
      'Academic years with a term served (imported terms counted two to a year, rounded up).',
  })
  yearsServed: number;

  @Field(() => Int, { description: 'Terms served before the system, as imported.' })
  importedTerms: number;

  @Field(() => [ServicePeriod], { description: 'The credited terms, latest first.' })
  periods: ServicePeriod[];
}
