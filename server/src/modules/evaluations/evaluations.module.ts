import { CalendarModule } from '../calendar/calendar.module.js';
import { Module } from '@nestjs/common';
import { ScholarsModule } from '../scholars/scholars.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { EvaluationsController } from './evaluations.controller.js';
import { EvaluationsRepository } from './evaluations.repository.js';
import { EvaluationsResolver } from './evaluations.resolver.js';
import { EvaluationsService } from './evaluations.service.js';

/** Office evaluations of scholars, per term (A§2.4, A§2.5). */
@Module({
  imports: [CalendarModule, ScholarsModule, WorkflowModule],
  controllers: [EvaluationsController],
  providers: [EvaluationsRepository, EvaluationsService, EvaluationsResolver],
  // The demo seed evaluates through the real service.
  exports: [EvaluationsService],
})
export class EvaluationsModule {}
