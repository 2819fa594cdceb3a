import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  AccountSignedUp,
  EmailChanged,
  EmailChangeRequested,
  EmailVerified,
  PasswordChanged,
} from '../../common/events/account-events.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { longDateTimeIn } from '../../common/university-time.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { DbContext } from '../../db/db-context.js';
import {
  emailChangeMail,
  passwordChangedMail,
  passwordResetMail,
  verificationMail,
} from '../mail/templates/account-mails.js';
import { MailService } from '../mail/mail.service.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { UsersRepository } from '../users/users.repository.js';
import type { User } from '../users/users.table.js';
import { AccessTokens } from './access-tokens.js';
import { accountAddress } from './account-address.js';
import { DeviceCookies } from './device-cookies.js';
import { authRateLimits as limits } from './auth.rate-limits.js';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  ResetPasswordInput,
  SignUpInput,
} from './auth.inputs.js';
import { homePathOf } from './home-path.js';
import { OneTimeCodesService } from './one-time-codes.service.js';
import { decoyHash, hashPassword, unusablePasswordHash, verifyPassword } from './passwords.js';
import { SignInLimits, type SignInClient } from './sign-in-limits.js';

export const EMAIL_CHANGE_COOLDOWN_MS = 5 * 60_000;

export interface ClientInfo extends SignInClient {
  userAgent: string;
}

export interface StartedSession {
  user: User;
  accessToken: string;
  refreshToken: string;
  redirectUrl: string;
  /** The browser's device cookie, now remembering this account (see DeviceCookies). */
  deviceToken: string;
}

/** Sign-up, sign-in and every account flow of F§4, for both transports. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly tokens: AccessTokens,
    private readonly codes: OneTimeCodesService,
    private readonly mail: MailService,
    private readonly rateLimit: RateLimitService,
    private readonly signInLimits: SignInLimits,
    private readonly devices: DeviceCookies,
    private readonly events: DomainEvents,
    private readonly context: DbContext,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async signUp(input: SignUpInput, client: ClientInfo): Promise<string> {
    await this.rateLimit.consume([{ rule: limits.signUpPerIp, subject: client.ip }]);
    const passwordHash = await hashPassword(input.password);
    await this.context.transaction(async () => {
      const user = await this.users.insert({
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        passwordHash,
        role: 'student',
      });
      if (!user) throw DomainError.conflict('User already in use.');
      await this.sendVerification(user);
      await this.events.emit(AccountSignedUp, { userId: user.id });
    });
    return 'Account created successfully! Please check your email to verify your account.';
  }

  /**
   * Checks e-mail and password (Passport's local strategy); the same answer
   * and timing whether or not the account exists. A throttled attempt is
   * refused before the password is verified (SignInLimits).
   */
  async validateCredentials(email: string, password: string, client: SignInClient): Promise<User> {
    const attempt = await this.signInLimits.begin(accountAddress(email), client);
    const { user } = attempt;
    try {
      const matches = await verifyPassword(user?.passwordHash ?? decoyHash, password);
      if (!user || !matches) {
        await this.signInLimits.failed(attempt);
        throw DomainError.unauthenticated('Invalid email or password');
      }
      await this.signInLimits.succeeded(attempt);
    } finally {
      attempt.release();
    }
    if (user.status !== 'active') {
      throw DomainError.unauthenticated(
        `Your account is ${user.status}. Please contact the HR office.`,
      );
    }
    return user;
  }

  async startSession(user: User, client: ClientInfo): Promise<StartedSession> {
    const { sessionId, refreshToken } = await this.sessions.start(user.id, client);
    const accessToken = this.tokens.issue(user.id, sessionId);
    const deviceToken = this.devices.issue(this.devices.read(client.deviceToken), user.email);
    return { user, accessToken, refreshToken, redirectUrl: homePathOf(user.role), deviceToken };
  }

  /** Rotates the refresh token and issues a new access token. */
  async refresh(
    refreshToken: string | undefined,
  ): Promise<{ accessToken: string; refreshToken: string }> {
    const rotated = await this.sessions.rotate(refreshToken);
    return {
      accessToken: this.tokens.issue(rotated.session.userId, rotated.session.id),
      refreshToken: rotated.refreshToken,
    };
  }

  signOut(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId);
  }

  /** Confirms an address from a link: a new account's, or the new one of an e-mail change. */
  async verifyEmail(code: string): Promise<{ redirectUrl: string }> {
    const invalid = () => DomainError.badInput('The link is either invalid or has expired.');
    return this.context.transaction(async () => {
      const used = await this.codes.consume(code, ['verify_email', 'change_email']);
      const user = used && (await this.users.findById(used.userId));
      if (!used || !user) throw invalid();
      if (used.purpose === 'verify_email') {
        await this.users.update(user.id, { verified: true });
        await this.events.emit(EmailVerified, { userId: user.id, email: user.email });
      } else {
        // A cancelled or superseded change leaves the link without effect.
        if (!used.email || used.email !== user.pendingEmail) throw invalid();
        if (await this.isTakenByAnother(used.email, user.id))
          throw DomainError.conflict('Email is already in use');
        await this.users.update(user.id, { email: used.email, pendingEmail: null, verified: true });
        await this.events.emit(EmailChanged, { userId: user.id, email: used.email });
      }
      return { redirectUrl: homePathOf(user.role) };
    });
  }

  /** Same answer whether or not the address has an unverified account. */
  async resendVerification(email: string, ip: string): Promise<string> {
    await this.rateLimit.consume([
      { rule: limits.resendPerIp, subject: ip },
      { rule: limits.resendPerAccount, subject: email },
    ]);
    await this.context.transaction(async () => {
      const user = await this.users.findByEmail(email);
      if (user && !user.verified && user.status === 'active') await this.sendVerification(user);
    });
    return 'Verification email sent successfully! Please check your inbox.';
  }

  /** Same answer whether or not the address has an account (ARCHITECTURE §5). */
  async forgotPassword(email: string, ip: string): Promise<string> {
    await this.rateLimit.consume([
      { rule: limits.forgotPerIp, subject: ip },
      { rule: limits.forgotPerAccount, subject: email },
    ]);
    await this.context.transaction(async () => {
      const user = await this.users.findByEmail(email);
      if (!user || user.status !== 'active') return;
      await this.sendPasswordLink(user);
    });
    return 'If an account exists for this address, a password reset link has been sent.';
  }

  /** Mails the user a link to choose a new password (in the caller's transaction). */
  async sendPasswordLink(user: User): Promise<void> {
    const { code, expiresAt } = await this.codes.issue(user.id, 'reset_password');
    const url = `${this.config.publicUrl}/password/reset?code=${code}&exp=${expiresAt.getTime()}`;
    await this.mail.enqueue(user.email, passwordResetMail({ ...this.product(), user, url }));
  }

  /**
   * Student accounts made by HR (an import), in one statement: as sign-up
   * makes them, unverified, but with no usable password; each owner chooses
   * one through the reset link (`sendPasswordLink`, or "forgot password").
   * In the inputs' order; an e-mail already taken is left out.
   */
  async createStudentAccounts(
    inputs: ReadonlyArray<{
      email: string;
      firstname: string;
      lastname: string;
      gender: string | null;
    }>,
  ): Promise<User[]> {
    const passwordHash = await unusablePasswordHash();
    return this.users.insertMany(
      inputs.map((input) => ({ ...input, passwordHash, role: 'student' as const })),
    );
  }

  /** Sets a new password from a reset link; every session ends. */
  async resetPassword(input: ResetPasswordInput): Promise<string> {
    await this.context.transaction(async () => {
      const used = await this.codes.consume(input.code, ['reset_password']);
      const user = used && (await this.users.findById(used.userId));
      if (!used || !user)
        throw DomainError.badInput('Invalid or expired reset link.', {
          code: 'Invalid or expired reset link.',
        });
      if (await verifyPassword(user.passwordHash, input.password)) {
        const message = 'New password must be different from old password';
        throw DomainError.badInput(message, { password: message });
      }
      // Following the link proved the user reads this inbox.
      await this.setPassword(user, input.password, { verified: true });
    });
    return 'Password updated successfully.';
  }

  /** Changes the password and signs out every session, this one included (F§4). */
  async changePassword(user: User, input: ChangePasswordInput): Promise<string> {
    requireAccess(user, 'changePassword');
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw DomainError.badInput('Current password is incorrect', {
        currentPassword: 'Current password is incorrect',
      });
    }
    if (input.newPassword === input.currentPassword) {
      const message = 'New password must be different from current password';
      throw DomainError.badInput(message, { newPassword: message });
    }
    await this.context.transaction(() => this.setPassword(user, input.newPassword));
    return 'Password changed successfully!';
  }

  async changeEmail(user: User, input: ChangeEmailInput): Promise<string> {
    requireAccess(user, 'changeEmail');
    const newEmail = input.newEmail;
    if (newEmail === user.email.toLowerCase()) {
      const message = 'New email must be different from current email';
      throw DomainError.badInput(message, { newEmail: message });
    }
    await this.context.transaction(async () => {
      await this.events.emit(EmailChangeRequested, { userId: user.id, newEmail });
      // Checked under the lock: concurrent requests would otherwise all pass the cooldown.
      await this.codes.lockIssuing(user.id, 'change_email');
      const last = await this.codes.lastIssuedAt(user.id, 'change_email');
      if (last && Date.now() - last.getTime() < EMAIL_CHANGE_COOLDOWN_MS) {
        throw DomainError.rateLimited(
          'Please wait 5 minutes before requesting another email change',
        );
      }
      if (await this.isTakenByAnother(newEmail, user.id))
        throw DomainError.conflict('Email is already in use');
      await this.users.update(user.id, { pendingEmail: newEmail });
      const { code } = await this.codes.issue(user.id, 'change_email', newEmail);
      const url = `${this.config.publicUrl}/email/verify/${code}`;
      await this.mail.enqueue(
        newEmail,
        emailChangeMail({ ...this.product(), user, url, newEmail }),
      );
    });
    return 'Verification email sent to your new email address!';
  }

  async cancelEmailChange(user: User): Promise<string> {
    requireAccess(user, 'cancelEmailChange');
    if (!user.pendingEmail)
      throw DomainError.badInput('There is no pending email change to cancel.');
    await this.context.transaction(async () => {
      await this.users.update(user.id, { pendingEmail: null });
      await this.codes.void(user.id, 'change_email');
    });
    return 'Email change cancelled successfully!';
  }

  private async setPassword(
    user: User,
    password: string,
    extra: Partial<User> = {},
  ): Promise<void> {
    await this.users.update(user.id, { passwordHash: await hashPassword(password), ...extra });
    await this.sessions.revokeAll(user.id);
    const changedAt = new Date();
    const when = longDateTimeIn(this.config.timeZone, changedAt);
    await this.mail.enqueue(user.email, passwordChangedMail({ ...this.product(), user, when }));
    await this.events.emit(PasswordChanged, { userId: user.id, changedAt });
  }

  private async sendVerification(user: User): Promise<void> {
    const { code } = await this.codes.issue(user.id, 'verify_email');
    const url = `${this.config.publicUrl}/email/verify/${code}`;
    await this.mail.enqueue(user.email, verificationMail({ ...this.product(), user, url }));
  }

  private async isTakenByAnother(email: string, userId: string): Promise<boolean> {
    const owner = await this.users.findByEmail(email);
    return Boolean(owner && owner.id !== userId);
  }

  private product() {
    return { productName: this.config.product.name };
  }
}
