import { Module } from '@nestjs/common';
import { CalendarModule } from '../calendar/calendar.module.js';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { TermsController } from './terms.controller.js';
import { TermsRepository } from './terms.repository.js';
import { ScholarServiceResolver, TermsResolver } from './terms.resolver.js';
import { TermsService } from './terms.service.js';

/** Closing a term: what is still open, the close that credits service, the reopening. */
@Module({
  imports: [CalendarModule, ScholarsModule],
  controllers: [TermsController],
  providers: [TermsRepository, TermsService, TermsResolver, ScholarServiceResolver],
})
export class TermsModule {}
