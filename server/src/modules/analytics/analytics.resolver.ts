import { Args, Query, Resolver } from '@nestjs/graphql';
import { AnalyticsService } from './analytics.service.js';
import {
  AnalyticsSummary,
  DailyApplications,
  PipelineCount,
  ScholarBreakdown,
} from './analytics.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

const START = {
  type: () => String,
  nullable: true,
  description: 'First day, YYYY-MM-DD (university time zone); default: 13 days before end.',
} as const;
const END = {
  type: () => String,
  nullable: true,
  description: 'Last day, YYYY-MM-DD, included; default: today. At most 366 days in all.',
} as const;

/** HR Analytics (A§3 Analytics: summary, daily series, pipeline) and the dashboard's breakdown. */
@Resolver()
export class AnalyticsResolver {
  constructor(private readonly analytics: AnalyticsService) {}

  @Access('analyticsSummary')
  @Query(() => AnalyticsSummary, {
    description: 'KPI cards with deltas against the previous period of the same length.',
  })
  analyticsSummary(
    @CurrentUser() current: SignedInUser,
    @Args('start', START) start?: string,
    @Args('end', END) end?: string,
  ): Promise<AnalyticsSummary> {
    return this.analytics.summary(current.user, { start, end });
  }

  @Access('applicationsDaily')
  @Query(() => [DailyApplications], {
    description: 'Applications submitted per day of the range, days with none at 0.',
  })
  applicationsDaily(
    @CurrentUser() current: SignedInUser,
    @Args('start', START) start?: string,
    @Args('end', END) end?: string,
  ): Promise<DailyApplications[]> {
    return this.analytics.applicationsDaily(current.user, { start, end });
  }

  @Access('applicationsPipeline')
  @Query(() => [PipelineCount], {
    description: 'Every application status with the applications submitted in the range now in it.',
  })
  applicationsPipeline(
    @CurrentUser() current: SignedInUser,
    @Args('start', START) start?: string,
    @Args('end', END) end?: string,
  ): Promise<PipelineCount[]> {
    return this.analytics.pipeline(current.user, { start, end });
  }

  @Access('activeScholarBreakdown')
  @Query(() => ScholarBreakdown, {
    description: 'Active scholars by gender (from their application) and by programme.',
  })
  activeScholarBreakdown(@CurrentUser() current: SignedInUser): Promise<ScholarBreakdown> {
    return this.analytics.activeScholarBreakdown(current.user);
  }
}
