import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { createMailTransport, MAIL_TRANSPORT } from './mail-transport.js';
import { MailRepository } from './mail.repository.js';
import { MailService } from './mail.service.js';
import { MailWorker } from './mail.worker.js';

@Global()
@Module({
  providers: [
    MailRepository,
    MailService,
    MailWorker,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailTransport(config),
    },
  ],
  exports: [MailService, MailWorker],
})
export class MailModule {}
