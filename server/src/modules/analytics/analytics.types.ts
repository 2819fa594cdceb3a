import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One slice of a chart: a label and how many rows it stands for.' })
export class LabelCount {
  @Field()
  label: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({
  description:
    'Active scholars (trainees and scholars whose deployment is in force and whose status is active) by gender (from their application) and by programme.',
})
export class ScholarBreakdown {
  @Field(() => [LabelCount], { description: 'Male, Female, then any other answer.' })
  gender: LabelCount[];

  @Field(() => [LabelCount], { description: 'Student Assistant and Student Marshal.' })
  scholarship: LabelCount[];
}

@ObjectType({
  description:
    'A KPI card: its value, the value of the previous period of the same length, the change, and one figure per day of the range.',
})
export class AnalyticsKpi {
  @Field(() => Int)
  value: number;

  @Field(() => Int, { description: 'The same figure for the previous period of the same length.' })
  previous: number;

  @Field(() => Int, { description: 'value − previous.' })
  delta: number;

  @Field(() => [Int], { description: 'One figure per day from start to end.' })
  sparkline: number[];
}

@ObjectType({ description: 'How long applications stayed in one pipeline status.' })
export class StageDuration {
  @Field({ description: 'The application status (e.g. under_review).' })
  status: string;

  @Field(() => Float, { description: 'Median days spent in it, to one decimal.' })
  medianDays: number;

  @Field(() => Int, { description: 'Stays measured: left the status within the range.' })
  count: number;
}

@ObjectType({
  description: 'HR Analytics summary over a range of days in the university time zone.',
})
export class AnalyticsSummary {
  @Field({ description: 'First day of the range (YYYY-MM-DD).' })
  start: string;

  @Field({ description: 'Last day of the range (YYYY-MM-DD), included.' })
  end: string;

  @Field(() => AnalyticsKpi, {
    description:
      'Active scholars at the end of the range (now when it ends today); previous: at the end of the day before start.',
  })
  activeStudents: AnalyticsKpi;

  @Field(() => AnalyticsKpi, {
    description:
      'Student accounts created from the 1st of the month of end through end; previous: the same days of the month before. Sparkline: new student accounts per day of the range.',
  })
  newThisMonth: AnalyticsKpi;

  @Field(() => AnalyticsKpi, {
    description: 'Applications pending at the end of the range, from the audit trail.',
  })
  pendingApplications: AnalyticsKpi;

  @Field(() => AnalyticsKpi, {
    description: 'Leave requests pending at the end of the range, from their history.',
  })
  pendingLeaves: AnalyticsKpi;

  @Field(() => Float, {
    nullable: true,
    description:
      'Mean days from submission to decision (accepted, rejected or failed_interview) of the applications decided in the range; null when none.',
  })
  avgDecisionDays: number | null;

  @Field(() => [StageDuration], {
    description: 'Median time in each pipeline status, over the stays that ended in the range.',
  })
  stageDurations: StageDuration[];

  @Field(() => [Int], { description: 'Applications submitted per day.' })
  sparklineApplications: number[];

  @Field(() => [Int], { description: 'New student accounts per day.' })
  sparklineNewUsers: number[];

  @Field(() => [Int], { description: 'Leave requests filed per day.' })
  sparklineLeaveRequests: number[];
}

@ObjectType({ description: 'Applications submitted on one day (university time zone).' })
export class DailyApplications {
  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => Int)
  applications: number;
}

@ObjectType({ description: 'Applications submitted in the range, by their current status.' })
export class PipelineCount {
  @Field({ description: 'The application status (e.g. under_review).' })
  status: string;

  @Field(() => Int)
  count: number;
}
