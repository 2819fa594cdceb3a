import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications/applications.module.js';
import { DtrModule } from '../dtr/dtr.module.js';
import { EvaluationsModule } from '../evaluations/evaluations.module.js';
import { GradesModule } from '../grades/grades.module.js';
import { LeaveModule } from '../leave/leave.module.js';
import { ReapplicationsModule } from '../reapplications/reapplications.module.js';
import { RequirementsModule } from '../requirements/requirements.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { ScholarRequestsModule } from '../scholar-requests/scholar-requests.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { SchedulesModule } from '../schedules/schedules.module.js';
import { InvitationsModule } from '../invitations/invitations.module.js';
import { UserAccountsModule } from '../user-accounts/user-accounts.module.js';
import { UsersModule } from '../users/users.module.js';
import { CalendarModule } from '../calendar/calendar.module.js';
import { ImportsModule } from '../imports/imports.module.js';
import { PunchesModule } from '../punches/punches.module.js';
import { DemoApplications } from './demo-applications.js';
import { DemoCalendar } from './demo-calendar.js';
import { DemoDtr } from './demo-dtr.js';
import { DemoPunches } from './demo-punches.js';
import { DemoEvaluations } from './demo-evaluations.js';
import { DemoGrades } from './demo-grades.js';
import { DemoImports } from './demo-imports.js';
import { DemoLeave } from './demo-leave.js';
import { DemoSchedules } from './demo-schedules.js';
import { DemoReapplications } from './demo-reapplications.js';
import { DemoRequirements } from './demo-requirements.js';
import { DemoScholarRequests } from './demo-scholar-requests.js';
import { DemoSeedService } from './demo-seed.service.js';
import { DemoUsers } from './demo-users.js';

@Module({
  imports: [
    ApplicationsModule,
    CalendarModule,
    DtrModule,
    EvaluationsModule,
    ImportsModule,
    GradesModule,
    LeaveModule,
    PunchesModule,
    ReapplicationsModule,
    RequirementsModule,
    OfficesModule,
    ScholarRequestsModule,
    ScholarsModule,
    SchedulesModule,
    UsersModule,
    UserAccountsModule,
    InvitationsModule,
  ],
  providers: [
    DemoSeedService,
    DemoApplications,
    DemoCalendar,
    DemoDtr,
    DemoPunches,
    DemoEvaluations,
    DemoGrades,
    DemoImports,
    DemoLeave,
    DemoReapplications,
    DemoRequirements,
    DemoScholarRequests,
    DemoSchedules,
    DemoUsers,
  ],
})
export class DemoModule {}
