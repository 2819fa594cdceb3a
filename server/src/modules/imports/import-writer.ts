import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { AuthService } from '../auth/auth.service.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import type { InviteStaffInput } from '../invitations/invitations.types.js';
import { OfficesService } from '../offices/offices.service.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import { UserAccountsRepository } from '../user-accounts/user-accounts.repository.js';
import { UserAccountsService } from '../user-accounts/user-accounts.service.js';
import type { UpdateUserInput } from '../user-accounts/user-accounts.types.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';
import type { ImportKind } from './import-kinds.js';
import { minutesOfHours, type PlannedRow, type PlanState } from './import-plan.js';
import type { ScholarImportRow, StudentImportRow } from './import-rows.js';

/** A row to write, as planned in its batch's transaction. */
export interface RowWrite<K extends ImportKind> {
  plan: PlannedRow<K>;
  state: PlanState;
  actor: User;
  /** Mail the people made: invitations for staff, a password link for students. */
  sendMail: boolean;
}

const RACED = 'Another change to these records came first; apply the import again.';

/**
 * Writes one planned row through the domains' own services, so an imported
 * record is made as the product makes it (invitations, accounts, scholars
 * with their assignment and history). Runs in the caller's transaction.
 */
@Injectable()
export class ImportWriter {
  constructor(
    private readonly offices: OfficesService,
    private readonly invitations: InvitationsService,
    private readonly userAccounts: UserAccountsService,
    private readonly accountRows: UserAccountsRepository,
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly scholars: ScholarsService,
  ) {}

  async write<K extends ImportKind>(kind: K, write: RowWrite<K>): Promise<void> {
    if (write.plan.action === 'unchanged') return;
    switch (kind) {
      case 'offices':
        return this.office(write as RowWrite<'offices'>);
      case 'office_staff':
        return this.staff(write as RowWrite<'office_staff'>);
      case 'students':
        return void (await this.student(write as RowWrite<'students'>));
      case 'scholars':
        return this.scholar(write as RowWrite<'scholars'>);
    }
  }

  private async office({ plan, state }: RowWrite<'offices'>): Promise<void> {
    const { name, code } = plan.value;
    const existing = state.offices.find((office) => office.code === code);
    const done = existing
      ? await this.offices.rename(existing.id, name)
      : await this.offices.create({ name, code });
    if (!done) throw DomainError.conflict(RACED);
  }

  private async staff({ plan, state, actor, sendMail }: RowWrite<'office_staff'>): Promise<void> {
    const { email, firstname, lastname } = plan.value;
    const officeId = plan.officeId!;
    const account = state.accounts.get(email);
    if (account) {
      await this.rename(actor, account, { firstname, lastname });
      if (account.officeId !== officeId)
        await this.userAccounts.update(actor, { id: account.id, officeId } as UpdateUserInput);
      return;
    }
    const invitation = state.invitations.get(email);
    if (invitation)
      return this.invitations.amend(actor, invitation.id, { firstname, lastname, officeId });
    const input = { email, firstname, lastname, role: 'office', officeId } as InviteStaffInput;
    await this.invitations.invite(actor, input, { send: sendMail });
  }

  /** The student's account, made or brought in line with the row. */
  private async student({
    plan,
    state,
    actor,
    sendMail,
  }: RowWrite<'students'> | RowWrite<'scholars'>): Promise<string> {
    const value: StudentImportRow | ScholarImportRow = plan.value;
    const gender = 'gender' in value ? value.gender : null;
    const account = state.accounts.get(value.email);
    if (account) {
      const { firstname, lastname } = value;
      await this.rename(actor, account, { firstname, lastname, gender: gender ?? account.gender });
      return account.id;
    }
    const { email, firstname, lastname } = value;
    const user = await this.auth.createStudentAccount({ email, firstname, lastname, gender });
    if (!user) throw DomainError.conflict(RACED);
    if (sendMail) await this.auth.sendPasswordLink(user);
    return user.id;
  }

  private async scholar(write: RowWrite<'scholars'>): Promise<void> {
    const userId = await this.student(write);
    const { value, officeId } = write.plan;
    const next = {
      userId,
      officeId: officeId!,
      program: value.program,
      status: value.status,
      startedOn: value.startedOn,
      importedMinutes: minutesOfHours(value.confirmedHours),
      importedTerms: value.termsServed,
    };
    const current = write.state.scholars.get(userId);
    if (current) await this.scholars.updateImported(write.actor, current, next);
    else await this.scholars.importScholar(write.actor, next);
  }

  /** New names (and gender) of an account, each change in its history. */
  private async rename(
    actor: User,
    account: PlanState['accounts'] extends Map<string, infer A> ? A : never,
    next: { firstname: string; lastname: string; gender?: string | null },
  ): Promise<void> {
    const events = (['firstname', 'lastname', 'gender'] as const)
      .filter((field) => next[field] !== undefined && next[field] !== account[field])
      .map((field) => ({
        userId: account.id,
        actorId: actor.id,
        field,
        fromValue: account[field],
        toValue: next[field] ?? null,
      }));
    if (events.length === 0) return;
    const changes = Object.fromEntries(events.map((event) => [event.field, event.toValue]));
    if (!(await this.users.update(account.id, changes))) throw DomainError.conflict(RACED);
    await this.accountRows.history.insert(events);
  }
}
