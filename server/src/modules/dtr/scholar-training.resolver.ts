import { Context, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { Scholar } from '../scholars/scholars.types.js';
import { DtrTraining } from './dtr-training.js';
import { TrainingProgress } from './dtr.types.js';

/** Adds the training progress to the Scholar type from here, so scholars need not know the DTR. */
@Resolver(() => Scholar)
export class ScholarTrainingResolver {
  constructor(private readonly training: DtrTraining) {}

  @ResolveField(() => TrainingProgress, {
    description:
      'Hours toward the training requirement: confirmed and awaiting confirmation (one query for a whole list).',
  })
  trainingProgress(
    @Parent() scholar: ScholarView,
    @Context('req') req: Request,
  ): Promise<TrainingProgress> {
    return this.training.progress(scholar, req);
  }
}
