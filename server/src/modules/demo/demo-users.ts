import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import { OfficesService } from '../offices/offices.service.js';
import { UserAccountsService } from '../user-accounts/user-accounts.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';

const SUSPENDED = {
  email: 'suspended.student@demo.local',
  firstname: 'Rico',
  lastname: 'Navarro',
};

const INVITATIONS = [
  { firstname: 'Rosa', lastname: 'Lim', email: 'rosa.lim@demo.local', office: 'library' },
  { firstname: 'Teresa', lastname: 'Dizon', email: 'teresa.dizon@demo.local', office: null },
];

/**
 * The Users screen's demo data, through the real services: a student HR has
 * suspended (with the change in his history) and two pending staff
 * invitations (an office account for the Library and an HR account), whose
 * links are in DATA_DIR/mail like every demo mail.
 */
@Injectable()
export class DemoUsers {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: UserAccountsService,
    private readonly invitations: InvitationsService,
    private readonly offices: OfficesService,
  ) {}

  async seed(hr: User): Promise<void> {
    if (!(await this.users.findByEmail(SUSPENDED.email))) {
      const student = await this.users.insert({
        ...SUSPENDED,
        role: 'student',
        verified: true,
        // Cannot sign in: the password is random and not kept (and he is suspended).
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      });
      if (student) {
        await this.accounts.update(hr, { id: student.id, status: 'suspended' });
        this.logger.log(`Demo student suspended: ${SUSPENDED.email}`);
      }
    }
    if (await this.invitations.any()) return;
    const offices = await this.offices.list();
    for (const { office, ...invitee } of INVITATIONS) {
      // An address someone signed up with meanwhile is left alone.
      if (await this.users.findByEmail(invitee.email)) continue;
      const officeId = offices.find((o) => o.code === office)?.id;
      await this.invitations.invite(hr, {
        ...invitee,
        role: office ? 'office' : 'hr',
        officeId,
      });
    }
    this.logger.log(`Demo staff invitations sent: ${INVITATIONS.map((i) => i.email).join(', ')}`);
  }
}
