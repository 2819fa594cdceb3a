import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { EmailChangeRequested } from '../../common/events/account-events.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { ApplicationsRepository } from './applications.repository.js';

/** F§5: once accepted, a student changes their e-mail only to an academic address. */
@Injectable()
export class AcademicEmailRule implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly applications: ApplicationsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.on(EmailChangeRequested, async ({ userId, newEmail }) => {
      const domain = this.config.academicEmailDomain;
      if (newEmail.endsWith(`@${domain}`)) return;
      if (!(await this.applications.hasStatus(userId, 'accepted'))) return;
      const message = `Accepted students must use an academic email address ending with @${domain}`;
      throw DomainError.badInput(message, { newEmail: message });
    });
  }
}
