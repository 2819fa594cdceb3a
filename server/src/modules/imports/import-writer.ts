import { Injectable } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { AuthService } from '../auth/auth.service.js';
import { InvitationsService } from '../invitations/invitations.service.js';
import type { InviteStaffInput } from '../invitations/invitations.types.js';
import { OfficesService } from '../offices/offices.service.js';
import { ScholarsService, type ImportedScholar } from '../scholars/scholars.service.js';
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

/** A student or scholar row for a person the system does not know yet. */
const isNewPerson = (write: RowWrite<ImportKind>) =>
  write.plan.action !== 'unchanged' &&
  'email' in write.plan.value &&
  !write.state.accounts.has((write.plan.value as { email: string }).email);

/** A scholar as an import row makes it. */
function scholarOf(write: RowWrite<'scholars'>, userId: string): ImportedScholar {
  const { value, officeId } = write.plan;
  return {
    userId,
    officeId: officeId!,
    program: value.program,
    status: value.status,
    startedOn: value.startedOn,
    importedMinutes: minutesOfHours(value.confirmedHours),
    importedTerms: value.termsServed,
  };
}

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

  /**
   * Writes a batch's rows: the students and scholars new to the system
   * together (a statement per table for all of them), the rest one by one.
   */
  async writeAll<K extends ImportKind>(kind: K, writes: Array<RowWrite<K>>): Promise<void> {
    const fresh = kind === 'students' || kind === 'scholars' ? writes.filter(isNewPerson) : [];
    for (const write of writes) if (!fresh.includes(write)) await this.write(kind, write);
    if (fresh.length === 0) return;
    const people = fresh as Array<RowWrite<'students'> | RowWrite<'scholars'>>;
    const users = await this.newStudents(people);
    if (kind === 'scholars')
      await this.scholars.importScholars(
        people[0]!.actor,
        (people as Array<RowWrite<'scholars'>>).map((write, i) => scholarOf(write, users[i]!.id)),
      );
  }

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
  private async student(write: RowWrite<'students'> | RowWrite<'scholars'>): Promise<string> {
    const { plan, state, actor } = write;
    const value: StudentImportRow | ScholarImportRow = plan.value;
    const gender = 'gender' in value ? value.gender : null;
    const account = state.accounts.get(value.email);
    if (account) {
      const { firstname, lastname } = value;
      await this.rename(actor, account, { firstname, lastname, gender: gender ?? account.gender });
      return account.id;
    }
    return (await this.newStudents([write]))[0]!.id;
  }

  /** Accounts for people new to the system, in the rows' order, each mailed its link when asked. */
  private async newStudents(
    writes: Array<RowWrite<'students'> | RowWrite<'scholars'>>,
  ): Promise<User[]> {
    const users = await this.auth.createStudentAccounts(
      writes.map(({ plan }) => {
        const value: StudentImportRow | ScholarImportRow = plan.value;
        const { email, firstname, lastname } = value;
        return { email, firstname, lastname, gender: 'gender' in value ? value.gender : null };
      }),
    );
    if (users.length !== writes.length) throw DomainError.conflict(RACED);
    for (const [i, user] of users.entries())
      if (writes[i]!.sendMail) await this.auth.sendPasswordLink(user);
    return users;
  }

  private async scholar(write: RowWrite<'scholars'>): Promise<void> {
    const userId = await this.student(write);
    const next = scholarOf(write, userId);
    const current = write.state.scholars.get(userId);
    if (current) await this.scholars.updateImported(write.actor, current, next);
    else await this.scholars.importScholars(write.actor, [next]);
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
