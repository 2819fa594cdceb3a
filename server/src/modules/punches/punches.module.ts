import { Module } from '@nestjs/common';
import { DtrModule } from '../dtr/dtr.module.js';
import { KioskFeedService } from './kiosk-feed.service.js';
import { OfficePunchesService } from './office-punches.service.js';
import { PunchesController } from './punches.controller.js';
import { PunchesRepository } from './punches.repository.js';
import { PunchesResolver } from './punches.resolver.js';
import { PunchesService } from './punches.service.js';

/**
 * Punching in and out at the office: kiosks showing a rotating code, the
 * scholar's phone sending it, the punch filling the DTR day through the
 * DTR's own services. The kiosk key itself is resolved by KioskCredentialModule.
 */
@Module({
  imports: [DtrModule],
  controllers: [PunchesController],
  providers: [
    PunchesRepository,
    OfficePunchesService,
    PunchesService,
    KioskFeedService,
    PunchesResolver,
  ],
  // The demo seed makes a kiosk and punches through the real services.
  exports: [OfficePunchesService, PunchesService, KioskFeedService],
})
export class PunchesModule {}
