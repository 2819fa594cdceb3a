import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { isUuid } from '../../common/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AuthService, type ClientInfo, type StartedSession } from '../auth/auth.service.js';
import { hashPassword } from '../auth/passwords.js';
import { MailService } from '../mail/mail.service.js';
import { OfficesService } from '../offices/offices.service.js';
import { ROLE_LABELS } from '../user-accounts/user-account-rules.js';
import { UserAccountsRepository } from '../user-accounts/user-accounts.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { hashInvitationCode, isInvitationCode, newInvitationCode } from './invitation-code.js';
import { invitationMail } from './invitation-mails.js';
import { InvitationsRepository, type InvitationView } from './invitations.repository.js';
import type { StaffInvitationRow } from './invitations.table.js';
import type {
  AcceptInvitationInput,
  InvitationStatusValue,
  InviteStaffInput,
} from './invitations.types.js';

export const INVITATIONS = {
  notFound: 'Invitation not found',
  emailInUse: 'An account with this email address already exists.',
  alreadyInvited: 'An invitation to this address is already pending. Resend or revoke it instead.',
  officeRequired: 'Choose the office of an office account.',
  officeNotFound: 'Office not found',
  invalidLink: 'This invitation link is invalid or has expired.',
  notOpen: 'This invitation was already accepted or revoked.',
} as const;

export const statusOf = (row: StaffInvitationRow, now = new Date()): InvitationStatusValue =>
  row.acceptedAt
    ? 'accepted'
    : row.revokedAt
      ? 'revoked'
      : row.expiresAt <= now
        ? 'expired'
        : 'pending';

const fail = (field: string, message: string) =>
  DomainError.badInput(message, { [field]: message });

/**
 * Staff invitations (beyond the spec: sign-up makes students only): HR
 * invites a new hr or office account by e-mail; the invitee chooses a
 * password through a single-use, expiring link and is signed in. Pending
 * invitations can be resent (a new link; the old one stops working) or revoked.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly accounts: UserAccountsRepository,
    private readonly offices: OfficesService,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  list(viewer: User, request: PageRequest): Promise<Paged<InvitationView>> {
    requireAccess(viewer, 'staffInvitations');
    return pageOf(request, (window) => this.invitations.pageOpen(window));
  }

  /** `send: false` (an import, at HR's choice) keeps the mail back: a resend mails the link later. */
  async invite(
    actor: User,
    input: InviteStaffInput,
    { send = true }: { send?: boolean } = {},
  ): Promise<InvitationView> {
    requireAccess(actor, 'inviteStaff');
    const officeId = input.role === 'office' ? await this.officeIdOrFail(input.officeId) : null;
    const { code, codeHash, expiresAt } = newInvitationCode();
    const id = await this.context.transaction(async () => {
      if (await this.users.findByEmail(input.email)) throw fail('email', INVITATIONS.emailInUse);
      if (await this.invitations.findOpenByEmail(input.email))
        throw fail('email', INVITATIONS.alreadyInvited);
      const row = await this.invitations
        .insert({
          email: input.email,
          firstname: input.firstname,
          lastname: input.lastname,
          role: input.role,
          officeId,
          codeHash,
          expiresAt,
          invitedBy: actor.id,
        })
        .catch((error: unknown) => {
          // Two invitations to one address at once: the unique index lets one through.
          if (isUniqueViolation(error)) throw fail('email', INVITATIONS.alreadyInvited);
          throw error;
        });
      if (send) await this.send(row, code, actor);
      return row.id;
    });
    return (await this.invitations.findView(id))!;
  }

  /** Whether any invitation was ever sent. */
  any(): Promise<boolean> {
    return this.invitations.any();
  }

  /** A new link (and a new week) for an open invitation; the old link stops working. */
  async resend(actor: User, id: string): Promise<InvitationView> {
    requireAccess(actor, 'resendStaffInvitation');
    const invitation = await this.get(id);
    const { code, codeHash, expiresAt } = newInvitationCode();
    await this.context.transaction(async () => {
      const row = await this.invitations.updateOpen(invitation.id, { codeHash, expiresAt });
      if (!row) throw DomainError.conflict(INVITATIONS.notOpen);
      await this.send(row, code, actor);
    });
    return (await this.invitations.findView(invitation.id))!;
  }

  /** New names or office for an open invitation (an import's update); its link stays as it was. */
  async amend(
    actor: User,
    id: string,
    changes: { firstname: string; lastname: string; officeId: string },
  ): Promise<void> {
    requireAccess(actor, 'inviteStaff');
    const office = await this.officeIdOrFail(changes.officeId);
    const row = await this.invitations.updateOpen(id, { ...changes, officeId: office });
    if (!row) throw DomainError.conflict(INVITATIONS.notOpen);
  }

  async revoke(actor: User, id: string): Promise<InvitationView> {
    requireAccess(actor, 'revokeStaffInvitation');
    const invitation = await this.get(id);
    const row = await this.invitations.updateOpen(invitation.id, { revokedAt: new Date() });
    if (!row) throw DomainError.conflict(INVITATIONS.notOpen);
    return (await this.invitations.findView(invitation.id))!;
  }

  /** What a link offers, before the password is chosen (public: the code is the credential). */
  async preview(code: string): Promise<InvitationView> {
    const invitation = isInvitationCode(code)
      ? await this.invitations.findUsable(hashInvitationCode(code))
      : undefined;
    if (!invitation) throw fail('code', INVITATIONS.invalidLink);
    return invitation;
  }

  /** Creates the account from the link (once) and signs the invitee in. */
  async accept(input: AcceptInvitationInput, client: ClientInfo): Promise<StartedSession> {
    if (!isInvitationCode(input.code)) throw fail('code', INVITATIONS.invalidLink);
    const passwordHash = await hashPassword(input.password);
    const user = await this.context.transaction(async () => {
      const invitation = await this.invitations.claim(hashInvitationCode(input.code));
      if (!invitation) throw fail('code', INVITATIONS.invalidLink);
      const created = await this.users.insert({
        firstname: invitation.firstname,
        lastname: invitation.lastname,
        email: invitation.email,
        role: invitation.role,
        officeId: invitation.officeId,
        passwordHash,
        // The link reached this inbox: the address is confirmed.
        verified: true,
      });
      if (!created) throw DomainError.conflict(INVITATIONS.emailInUse);
      await this.invitations.setUser(invitation.id, created.id);
      await this.accounts.history.insert([
        {
          userId: created.id,
          actorId: invitation.invitedBy,
          field: 'invitation',
          fromValue: null,
          toValue: created.role,
        },
      ]);
      await this.decisions.announce({
        notify: [
          {
            userId: created.id,
            type: 'success',
            title: `Welcome to ${this.config.product.shortName}`,
            message: `Your ${ROLE_LABELS[created.role]} account is ready.`,
          },
          ...(invitation.invitedBy
            ? [
                {
                  userId: invitation.invitedBy,
                  type: 'info' as const,
                  title: 'Invitation accepted',
                  message: `${created.firstname} ${created.lastname} (${created.email}) accepted your invitation.`,
                  link: '/hr/users',
                },
              ]
            : []),
        ],
      });
      return created;
    });
    return this.auth.startSession(user, client);
  }

  private async get(id: string): Promise<InvitationView> {
    const invitation = isUuid(id) ? await this.invitations.findView(id) : undefined;
    if (!invitation) throw DomainError.notFound(INVITATIONS.notFound);
    return invitation;
  }

  private async officeIdOrFail(officeId: string | undefined): Promise<string> {
    if (!officeId) throw fail('officeId', INVITATIONS.officeRequired);
    const office = isUuid(officeId) ? await this.offices.findById(officeId) : undefined;
    if (!office) throw fail('officeId', INVITATIONS.officeNotFound);
    return office.id;
  }

  private async send(row: StaffInvitationRow, code: string, actor: User): Promise<void> {
    const office = row.officeId ? await this.offices.findById(row.officeId) : undefined;
    const url = `${this.config.publicUrl}/invitation?code=${code}`;
    await this.mail.enqueue(
      row.email,
      invitationMail({
        productName: this.config.product.name,
        firstname: row.firstname,
        inviterName: `${actor.firstname} ${actor.lastname}`,
        role: row.role,
        officeName: office?.name ?? null,
        url,
      }),
    );
  }
}
