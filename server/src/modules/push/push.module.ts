import { Module } from '@nestjs/common';
import { PushController } from './push.controller.js';
import { PUSH_AGENT, PushDelivery } from './push-delivery.js';
import { PushRepository } from './push.repository.js';
import { PushResolver } from './push.resolver.js';
import { PushService } from './push.service.js';

/**
 * Web Push: browsers' subscriptions, and a push for every notification
 * (PushDelivery listens to the notifications committed; notifications know
 * nothing of it).
 */
@Module({
  controllers: [PushController],
  providers: [
    PushRepository,
    PushService,
    PushResolver,
    PushDelivery,
    { provide: PUSH_AGENT, useValue: null },
  ],
})
export class PushModule {}
