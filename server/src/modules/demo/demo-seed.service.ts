import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { OfficesService } from '../offices/offices.service.js';
import { DemoApplications } from './demo-applications.js';
import { DemoEvaluations } from './demo-evaluations.js';
import { DemoScholarRequests } from './demo-scholar-requests.js';
import { DemoGrades } from './demo-grades.js';
import { DemoLeave } from './demo-leave.js';
import { DemoSchedules } from './demo-schedules.js';
import { DemoReapplications } from './demo-reapplications.js';
import { DemoRequirements } from './demo-requirements.js';
import { DemoUsers } from './demo-users.js';
import { UsersRepository } from '../users/users.repository.js';
import type { NewUser } from '../users/users.table.js';
import { DemoCalendar } from './demo-calendar.js';
import { DemoImports } from './demo-imports.js';
import { DemoPunches } from './demo-punches.js';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';

/**
 * Fills an empty embedded installation with demo data so the product can be
 * tried at once (ARCHITECTURE §3). Every step is idempotent: it runs at each
 * boot and only adds what is missing; each domain adds its own step here.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly offices: OfficesService,
    private readonly users: UsersRepository,
    private readonly applications: DemoApplications,
    private readonly evaluations: DemoEvaluations,
    private readonly scholarRequests: DemoScholarRequests,
    private readonly leave: DemoLeave,
    private readonly schedules: DemoSchedules,
    private readonly reapplications: DemoReapplications,
    private readonly requirements: DemoRequirements,
    private readonly grades: DemoGrades,
    private readonly demoUsers: DemoUsers,
    private readonly calendar: DemoCalendar,
    private readonly imports: DemoImports,
    private readonly punches: DemoPunches,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.seedDemo) return;
    const created = await this.offices.ensureDefaults();
    if (created.length > 0) {
      this.logger.log(`Demo offices created: ${created.map((office) => office.name).join(', ')}`);
    }
    await this.seedAccounts();
    await this.seedApplications();
    const evaluated = await this.evaluations.seed();
    if (evaluated > 0) this.logger.log(`Demo evaluations created: ${evaluated}`);
    await this.scholarRequests.seed();
  }

  /** Sample applicants (who cannot sign in: their password is random and not kept). */
  private async seedApplications(): Promise<void> {
    const hr = await this.users.findByEmail('hr@demo.local');
    if (!hr) return;
    const imported = await this.imports.seed(hr);
    if (imported > 0) this.logger.log(`Demo import applied: ${imported}`);
    const closures = await this.calendar.seed(hr);
    if (closures > 0) this.logger.log(`Demo holidays and suspensions added: ${closures}`);
    const unusable = await hashPassword(randomBytes(32).toString('base64url'));
    const created = await this.applications.seed(unusable, hr);
    if (created > 0) this.logger.log(`Demo applications created: ${created}`);
    const leave = await this.leave.seed(hr);
    if (leave > 0) this.logger.log(`Demo leave requests filed: ${leave}`);
    const grades = await this.grades.seed();
    if (grades > 0) this.logger.log(`Demo grade reports saved: ${grades}`);
    const reapplied = await this.reapplications.seed(hr);
    if (reapplied > 0) this.logger.log(`Demo re-applications submitted: ${reapplied}`);
    const requirements = await this.requirements.seed(hr);
    if (requirements > 0) this.logger.log(`Demo requirements submitted: ${requirements}`);
    await this.demoUsers.seed(hr);
    const schedules = await this.schedules.seed();
    if (schedules > 0) this.logger.log(`Demo class schedules uploaded: ${schedules}`);
    const punched = await this.punches.seed();
    if (punched > 0) this.logger.log(`Demo kiosk made and punches recorded: ${punched}`);
  }

  /** One verified account per role, sharing one generated password shown once and kept in DATA_DIR. */
  private async seedAccounts(): Promise<void> {
    const offices = await this.offices.list();
    const officeId = (code: string) => offices.find((office) => office.code === code)?.id;
    const accounts: Array<Omit<NewUser, 'passwordHash'>> = [
      { email: 'student@demo.local', firstname: 'Sam', lastname: 'Student', role: 'student' },
      { email: 'hr@demo.local', firstname: 'Hannah', lastname: 'Reyes', role: 'hr' },
      {
        email: 'office@demo.local',
        firstname: 'Oscar',
        lastname: 'Santos',
        role: 'office',
        officeId: officeId('registrar'),
      },
      {
        email: 'library@demo.local',
        firstname: 'Lourdes',
        lastname: 'Bernal',
        role: 'office',
        officeId: officeId('library'),
      },
      {
        email: 'it@demo.local',
        firstname: 'Ivan',
        lastname: 'Tan',
        role: 'office',
        officeId: officeId('it'),
      },
    ];
    const missing = [];
    for (const account of accounts)
      if (!(await this.users.findByEmail(account.email))) missing.push(account);
    if (missing.length === 0) return;

    const file = join(this.config.dataDir, DEMO_CREDENTIALS_FILE);
    // Meets every password rule of the spec (upper, lower, digit, special).
    const password =
      (await this.existingPassword(file)) ?? `Demo-${randomBytes(6).toString('base64url')}-7a!`;
    const passwordHash = await hashPassword(password);
    for (const account of missing)
      await this.users.insert({ ...account, passwordHash, verified: true });

    const lines = missing.map(
      (account) => `${(account.role ?? 'student').padEnd(8)} ${account.email}  ${password}`,
    );
    writeFileSync(file, `Demo accounts (${new Date().toISOString()})\n${lines.join('\n')}\n`, {
      flag: 'a',
      mode: 0o600,
    });
    this.logger.log(`Demo accounts created (also written to ${file}):\n  ${lines.join('\n  ')}`);
  }

  /**
   * Accounts added to an existing demo installation share the password it
   * already has, if the credentials file still holds one that works.
   */
  private async existingPassword(file: string): Promise<string | undefined> {
    if (!existsSync(file)) return undefined;
    const password = /^\S+\s+hr@demo\.local\s+(\S+)$/m.exec(readFileSync(file, 'utf8'))?.[1];
    const hr = await this.users.findByEmail('hr@demo.local');
    if (!password || !hr) return undefined;
    return (await verifyPassword(hr.passwordHash, password)) ? password : undefined;
  }
}
