import { Controller, Get, Query } from '@nestjs/common';
import { AnalyticsService } from './analytics.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type RangeQuery = { start?: string; end?: string };
const rangeOf = (query: RangeQuery) => ({ start: query.start, end: query.end });

/** REST facade of HR Analytics (`/api/analytics/…?start&end`), over the same service as GraphQL. */
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Access('analyticsSummary')
  @Get('summary')
  summary(@CurrentUser() current: SignedInUser, @Query() query: RangeQuery) {
    return this.analytics.summary(current.user, rangeOf(query));
  }

  @Access('applicationsDaily')
  @Get('applications-daily')
  async applicationsDaily(@CurrentUser() current: SignedInUser, @Query() query: RangeQuery) {
    return { series: await this.analytics.applicationsDaily(current.user, rangeOf(query)) };
  }

  /** The spec's pipeline "as a map of status name to count", every status included. */
  @Access('applicationsPipeline')
  @Get('pipeline')
  async pipeline(@CurrentUser() current: SignedInUser, @Query() query: RangeQuery) {
    const counts = await this.analytics.pipeline(current.user, rangeOf(query));
    return { pipeline: Object.fromEntries(counts.map((row) => [row.status, row.count])) };
  }

  @Access('activeScholarBreakdown')
  @Get('scholar-breakdown')
  scholarBreakdown(@CurrentUser() current: SignedInUser) {
    return this.analytics.activeScholarBreakdown(current.user);
  }
}
