import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { signInAttemptsMail } from '../mail/templates/account-mails.js';
import { MailService } from '../mail/mail.service.js';
import {
  FailureThrottleService,
  type Admission,
  type ThrottleSubject,
} from '../rate-limit/failure-throttle.service.js';
import type { User } from '../users/users.table.js';
import { signInFailureRules as rules } from './auth.rate-limits.js';
import { DeviceCookies } from './device-cookies.js';
import { SignInRepository } from './sign-in.repository.js';

/** Who is signing in, as far as the limits care. */
export interface SignInClient {
  ip: string;
  /** The raw device cookie, if the browser sent one. */
  deviceToken?: string;
}

/** One sign-in attempt between the check and its outcome; release() it in a finally. */
export interface SignInAttempt extends Admission {
  user?: User;
  /** The browser signed in to this very account before (valid device cookie). */
  knownDevice: boolean;
  perClient: ThrottleSubject;
  perAccount: ThrottleSubject;
  perAddress: ThrottleSubject;
}

/**
 * The sign-in limits: only failures count; a pair of account and client is
 * throttled on its own failures; an account's failures from unknown clients
 * throttle unknown clients only (browsers that signed in to it before get in
 * during an attack); an address's failures across accounts throttle that
 * address's unknown clients. A throttled attempt never reaches the password
 * check, which is what makes guessing expensive.
 */
@Injectable()
export class SignInLimits {
  constructor(
    private readonly throttles: FailureThrottleService,
    private readonly devices: DeviceCookies,
    private readonly accounts: SignInRepository,
    private readonly mail: MailService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /**
   * Before the password is checked: reads the account of the address with the
   * limits' states (one statement), and throws RATE_LIMITED while any limit
   * of this attempt holds.
   */
  async begin(address: string, client: SignInClient): Promise<SignInAttempt> {
    const device = this.devices.read(client.deviceToken);
    const knownDevice = this.devices.knows(device, address);
    const subjects = {
      perClient: {
        rule: rules.perClient,
        subject: `${address}|${client.ip}|${device?.id ?? '-'}`,
      },
      perAccount: { rule: rules.perAccount, subject: address },
      perAddress: { rule: rules.perAddress, subject: client.ip },
    };
    let user: User | undefined;
    const admission = await this.throttles.admit(
      knownDevice
        ? [subjects.perClient]
        : [subjects.perClient, subjects.perAccount, subjects.perAddress],
      async (keys) => {
        const found = await this.accounts.accountWithStates(address, keys);
        user = found.user;
        return found.states;
      },
    );
    return { ...subjects, ...admission, user, knownDevice };
  }

  /** A wrong password (or no such account, which must look the same). */
  async failed(attempt: SignInAttempt): Promise<void> {
    await attempt.recordFailure(attempt.perClient);
    if (attempt.knownDevice) return;
    await attempt.recordFailure(attempt.perAddress);
    const locked = await attempt.recordFailure(attempt.perAccount);
    if (locked && attempt.user && (await this.throttles.claimAlert(attempt.perAccount))) {
      await this.mail.enqueue(
        attempt.user.email,
        signInAttemptsMail({ productName: this.config.product.name, user: attempt.user }),
      );
    }
  }

  /** The right password: this client's failures for this account are forgotten. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    if (attempt.onRecord.has(attempt.perClient)) await this.throttles.forget(attempt.perClient);
  }
}
