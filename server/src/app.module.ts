import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { ClockModule } from './common/clock.js';
import { DomainEventsModule } from './common/events/domain-events.js';
import { countListsExactlyUpTo } from './common/pagination.js';
import { validationPipe } from './common/validation.js';
import type { AppConfig } from './config/config.js';
import { ConfigModule } from './config/config.module.js';
import type { Database } from './db/database.js';
import { DatabaseModule } from './db/database.module.js';
import { GraphqlModule } from './graphql/graphql.module.js';
import { PubSubModule } from './pubsub/pubsub.module.js';
import { AnalyticsModule } from './modules/analytics/analytics.module.js';
import { ApplicationsModule } from './modules/applications/applications.module.js';
import { BackupsModule } from './modules/backups/backups.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HousekeepingModule } from './modules/housekeeping/housekeeping.module.js';
import { DashboardsModule } from './modules/dashboards/dashboards.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { DtrModule } from './modules/dtr/dtr.module.js';
import { PunchesModule } from './modules/punches/punches.module.js';
import { KioskCredentialModule } from './modules/punches/kiosk-credential.js';
import { EvaluationsModule } from './modules/evaluations/evaluations.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { GradesModule } from './modules/grades/grades.module.js';
import { LeaveModule } from './modules/leave/leave.module.js';
import { SchedulesModule } from './modules/schedules/schedules.module.js';
import { ReapplicationsModule } from './modules/reapplications/reapplications.module.js';
import { RequirementsModule } from './modules/requirements/requirements.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { MasterListModule } from './modules/master-list/master-list.module.js';
import { NotificationsModule } from './modules/notifications/notifications.module.js';
import { OfficesModule } from './modules/offices/offices.module.js';
import { PushModule } from './modules/push/push.module.js';
import { CalendarModule } from './modules/calendar/calendar.module.js';
import { TermsModule } from './modules/terms/terms.module.js';
import { ScholarRequestsModule } from './modules/scholar-requests/scholar-requests.module.js';
import { ScholarsModule } from './modules/scholars/scholars.module.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { SystemModule } from './modules/system/system.module.js';
import { TestingModule } from './modules/testing/testing.module.js';
import { UserAccountsModule } from './modules/user-accounts/user-accounts.module.js';
import { InvitationsModule } from './modules/invitations/invitations.module.js';
import { ImportsModule } from './modules/imports/imports.module.js';

/**
 * The whole server. Configuration and the database are opened before Nest
 * starts (main.ts, the test helper, the schema emitter), so a bad setting or
 * a locked data directory fails with a plain message, and tests can hand in
 * a database of their own.
 */
@Module({})
export class AppModule {
  static register(config: AppConfig, database: Database): DynamicModule {
    // Every paged list shares one counting rule (pagination.ts), set before any request.
    countListsExactlyUpTo(config.listCountBound);
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        ClockModule,
        DomainEventsModule,
        DatabaseModule.register(database),
        PubSubModule,
        KioskCredentialModule,
        GraphqlModule,
        MailModule,
        NotificationsModule,
        PushModule,
        AuthModule,
        HousekeepingModule,
        SessionsModule,
        SystemModule,
        BackupsModule,
        OfficesModule,
        CalendarModule,
        TermsModule,
        FilesModule,
        ScholarsModule,
        ApplicationsModule,
        LeaveModule,
        SchedulesModule,
        ReapplicationsModule,
        RequirementsModule,
        GradesModule,
        DtrModule,
        PunchesModule,
        EvaluationsModule,
        ScholarRequestsModule,
        MasterListModule,
        AnalyticsModule,
        DashboardsModule,
        UserAccountsModule,
        InvitationsModule,
        ImportsModule,
        DemoModule,
        ...(config.env === 'test' ? [TestingModule] : []),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useValue: validationPipe },
      ],
    };
  }
}
