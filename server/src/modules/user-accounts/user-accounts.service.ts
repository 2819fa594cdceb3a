import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { ApiTokensService } from '../api-tokens/api-tokens.service.js';
import { OfficesService } from '../offices/offices.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { Decisions } from '../workflow/decisions.js';
import {
  endsAccess,
  refusalOf,
  removesActiveHr,
  ROLE_LABELS,
  STATUS_LABELS,
  USERS,
  type Change,
} from './user-account-rules.js';
import {
  UserAccountsRepository,
  type UserAccountFilter,
  type UserAccountView,
} from './user-accounts.repository.js';
import type { NewUserEventRow } from '../users/user-events.table.js';
import type { User } from '../users/users.table.js';
import type { UpdateUserInput } from './user-accounts.types.js';

/**
 * HR's Users screen (A§2.5) made real: the list, one account with its
 * history, and the versioned change of role, status and office under the
 * rules of `refusalOf`. Suspending or deactivating an account ends every
 * session of it at once (the next request answers 401, open sockets close
 * with 4401 on every instance, through SessionsService); that and a change
 * of role revoke its API tokens the same way.
 */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly accounts: UserAccountsRepository,
    private readonly offices: OfficesService,
    private readonly sessions: SessionsService,
    private readonly apiTokens: ApiTokensService,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
  ) {}

  list(
    viewer: User,
    filter: UserAccountFilter,
    request: PageRequest,
  ): Promise<Paged<UserAccountView>> {
    requireAccess(viewer, 'users');
    return pageOf(request, (window) => this.accounts.page(filter, window));
  }

  async get(viewer: User, id: string): Promise<UserAccountView> {
    requireAccess(viewer, 'user');
    return this.find(id);
  }

  history(userId: string) {
    return this.accounts.history.list(userId);
  }

  async update(actor: User, input: UpdateUserInput): Promise<UserAccountView> {
    requireAccess(actor, 'updateUser');
    const target = await this.find(input.id);
    if (input.expectedVersion !== undefined && input.expectedVersion !== target.version)
      throw DomainError.conflict(USERS.changed);
    const role = input.role ?? target.role;
    const next: Change = {
      role,
      status: input.status ?? target.status,
      // Only office staff belong to an office; a new office account keeps none it had not.
      officeId: role === 'office' ? (input.officeId ?? target.officeId) : null,
    };
    const refusal = refusalOf(actor, target, next);
    if (refusal?.code === 'FORBIDDEN') throw DomainError.forbidden(refusal.message);
    if (refusal)
      throw DomainError.badInput(refusal.message, { [refusal.field ?? 'role']: refusal.message });
    const office = next.officeId === null ? null : await this.officeOrFail(next.officeId);
    const events = eventsOf(actor, target, next, office?.name ?? null);
    if (events.length === 0) return target;

    await this.context.transaction(async () => {
      if (
        removesActiveHr(target, next) &&
        (await this.accounts.otherActiveHrCount(target.id)) === 0
      )
        throw DomainError.badInput(USERS.lastHr, {
          [next.role !== 'hr' ? 'role' : 'status']: USERS.lastHr,
        });
      await this.decisions.decide({
        write: () => this.accounts.update(target, next),
        conflict: USERS.changed,
        record: async () => {
          await this.accounts.history.insert(events);
          // Committed with the change; sockets close once it is.
          if (endsAccess(target, next)) await this.sessions.revokeAll(target.id);
          // A token was made for the role its owner had: a new role, or no access, ends them all.
          if (endsAccess(target, next) || next.role !== target.role)
            await this.apiTokens.revokeAllOf(actor.id, target.id);
        },
        announce: () => ({
          notify: [
            {
              userId: target.id,
              type: next.status === 'active' ? 'info' : 'warning',
              title: 'Your account was updated',
              message: describe(target, next, office?.name ?? null),
              link: '/profile',
            },
          ],
        }),
      });
    });
    return (await this.accounts.findView(target.id))!;
  }

  private async find(id: string): Promise<UserAccountView> {
    const account = isUuid(id) ? await this.accounts.findView(id) : undefined;
    if (!account) throw DomainError.notFound(USERS.notFound);
    return account;
  }

  private async officeOrFail(officeId: string) {
    const office = isUuid(officeId) ? await this.offices.findById(officeId) : undefined;
    if (!office)
      throw DomainError.badInput(USERS.officeNotFound, { officeId: USERS.officeNotFound });
    return office;
  }
}

/** One audit row per field that changes. */
function eventsOf(
  actor: User,
  target: UserAccountView,
  next: Change,
  officeName: string | null,
): NewUserEventRow[] {
  const row = (field: string, fromValue: string | null, toValue: string | null) => ({
    userId: target.id,
    actorId: actor.id,
    field,
    fromValue,
    toValue,
  });
  return [
    ...(next.role !== target.role ? [row('role', target.role, next.role)] : []),
    ...(next.status !== target.status ? [row('status', target.status, next.status)] : []),
    ...(next.officeId !== target.officeId ? [row('office', target.officeName, officeName)] : []),
  ];
}

/** "Your role is now Office staff (Library). Your account is now Suspended." */
function describe(target: UserAccountView, next: Change, officeName: string | null): string {
  const parts: string[] = [];
  if (next.role !== target.role)
    parts.push(
      `Your role is now ${ROLE_LABELS[next.role]}${officeName ? ` (${officeName})` : ''}.`,
    );
  else if (next.officeId !== target.officeId && officeName)
    parts.push(`Your office is now ${officeName}.`);
  if (next.status !== target.status)
    parts.push(`Your account is now ${STATUS_LABELS[next.status].toLowerCase()}.`);
  return parts.join(' ');
}
