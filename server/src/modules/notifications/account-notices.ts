import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  AccountSignedUp,
  EmailChanged,
  EmailVerified,
  PasswordChanged,
} from '../../common/events/account-events.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { longDateTimeIn } from '../../common/university-time.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { NotificationsService } from './notifications.service.js';

/** The in-app notices of the account flows (F§4), in the transaction of the change. */
@Injectable()
export class AccountNotices implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly notifications: NotificationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.on(AccountSignedUp, ({ userId }) =>
      this.notifications.notify(userId, {
        type: 'info',
        title: `Welcome to ${this.config.product.shortName}`,
        message:
          'Please verify your email address to use every feature, then apply for a scholarship.',
        link: '/application',
      }),
    );
    this.events.on(EmailVerified, ({ userId, email }) =>
      this.notifications.notify(userId, {
        type: 'success',
        title: 'Email verified',
        message: `Your email address ${email} is verified.`,
      }),
    );
    this.events.on(EmailChanged, ({ userId, email }) =>
      this.notifications.notify(userId, {
        type: 'success',
        title: 'Email address changed',
        message: `Your account now uses ${email}.`,
        link: '/profile',
      }),
    );
    this.events.on(PasswordChanged, ({ userId, changedAt }) => {
      const when = longDateTimeIn(this.config.timeZone, changedAt);
      return this.notifications.notify(userId, {
        type: 'warning',
        title: 'Password changed',
        message: `Your password was changed on ${when}. If this was not you, reset it at once.`,
        link: '/profile',
      });
    });
  }
}
