import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'The current academic term, as the evaluations read it.' })
export class DashboardTerm {
  @Field({ description: 'first, second or short.' })
  term: string;

  @Field({ description: '"2026-2027".' })
  academicYear: string;

  @Field({ description: '"First Semester 2026-2027".' })
  label: string;
}

@ObjectType({ description: 'The HR dashboard’s stat cards (F§2, A§2.5), from the database.' })
export class HrDashboard {
  @Field(() => Int, { description: 'Every account, whatever its role or status.' })
  totalUsers: number;

  @Field(() => Int, { description: 'Applications pending or under review.' })
  pendingReviews: number;

  @Field(() => Int, { description: 'Offices scholars can be deployed to.' })
  offices: number;

  @Field(() => Float, {
    nullable: true,
    description:
      'Mean score (out of 5, one decimal) of the current term’s evaluations, each scored as on the evaluations list; null when none has a score.',
  })
  satisfaction: number | null;

  @Field(() => Int, { description: 'How many evaluations the satisfaction is the mean of.' })
  scoredEvaluations: number;

  @Field(() => DashboardTerm, { description: 'The term the satisfaction covers.' })
  term: DashboardTerm;
}

@ObjectType({
  description: 'The office dashboard’s figures (A§2.4): the viewer’s own office only.',
})
export class OfficeDashboard {
  @Field(() => String, {
    nullable: true,
    description: 'Null for an office account without an office.',
  })
  officeName: string | null;

  @Field(() => Int, { description: 'Active scholars deployed to the office now.' })
  activeScholars: number;

  @Field(() => Int, { description: 'Active trainees deployed to the office now.' })
  activeTrainees: number;

  @Field(() => Int, {
    description: 'Recorded DTR days (with worked time) of the office’s scholars still unconfirmed.',
  })
  dtrDaysAwaitingConfirmation: number;

  @Field(() => Int, {
    description: 'Leave requests of the office’s scholars waiting for a decision.',
  })
  pendingLeaveRequests: number;

  @Field(() => Int, {
    description: 'Active trainees and scholars of the office not yet evaluated by it this term.',
  })
  evaluationsDue: number;

  @Field(() => DashboardTerm, { description: 'The term evaluations are counted for.' })
  term: DashboardTerm;
}
