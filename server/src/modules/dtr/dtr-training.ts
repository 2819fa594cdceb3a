import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BatchLoader } from '../../common/batch-loader.js';
import { DbContext } from '../../db/db-context.js';
import { ApplicationsService } from '../applications/applications.service.js';
import type { ScholarRow } from '../scholars/scholars.table.js';
import { DtrEntriesRepository, type TrainingMinutes } from './dtr-entries.repository.js';
import type { TrainingProgress } from './dtr.types.js';
import { meetsRequirement, trainingOutcome, wholeHours } from './training-threshold.js';

export type Trainee = Pick<ScholarRow, 'id' | 'stage' | 'applicationId' | 'requiredHours'>;

const NONE: TrainingMinutes = { confirmedMinutes: 0, unconfirmedMinutes: 0 };

/**
 * The 130-hour training (ARCHITECTURE §6): every change to a trainee's
 * confirmed days runs through `settle`, which compares the confirmed minutes
 * before and after in the same transaction and completes the training (or
 * tells HR of a drop) through the applications service. An application that
 * comes back to passed_interview (after a hold) is settled by `resume`.
 */
@Injectable()
export class DtrTraining implements OnModuleInit {
  private readonly loaders = new WeakMap<object, BatchLoader<string, TrainingMinutes>>();

  constructor(
    private readonly entries: DtrEntriesRepository,
    private readonly applications: ApplicationsService,
    private readonly context: DbContext,
  ) {}

  onModuleInit(): void {
    this.applications.settleTrainingWith((trainee) => this.resume(trainee));
  }

  /**
   * In the status change's transaction, when an application moves (back) to
   * passed_interview: hours confirmed while it was on hold never crossed the
   * mark in passed_interview, so if they already meet the requirement the
   * training completes now, exactly as the crossing confirmation would.
   */
  async resume(trainee: Trainee): Promise<boolean> {
    if (trainee.stage !== 'trainee' || trainee.applicationId === null) return false;
    await this.entries.lockTraining([trainee.id]);
    const { confirmedMinutes } =
      (await this.entries.minutesOf([trainee.id])).get(trainee.id) ?? NONE;
    if (!meetsRequirement(trainee.requiredHours, confirmedMinutes)) return false;
    return this.applications.completeTraining(trainee.applicationId, wholeHours(confirmedMinutes));
  }

  /**
   * Runs `change` in a transaction with these scholars' training serialised
   * (concurrent confirmations queue), then settles the trainees among them.
   */
  settle<T>(scholars: Trainee[], change: () => Promise<T>): Promise<T> {
    return this.context.transaction(async () => {
      const trainees = scholars.filter(
        (scholar) => scholar.stage === 'trainee' && scholar.applicationId !== null,
      );
      const ids = trainees.map((trainee) => trainee.id);
      await this.entries.lockTraining(ids);
      const before = await this.entries.minutesOf(ids);
      const result = await change();
      const after = await this.entries.minutesOf(ids);
      for (const trainee of trainees) {
        const was = (before.get(trainee.id) ?? NONE).confirmedMinutes;
        const now = (after.get(trainee.id) ?? NONE).confirmedMinutes;
        const outcome = trainingOutcome(trainee.requiredHours, was, now);
        if (outcome === 'reached')
          await this.applications.completeTraining(trainee.applicationId!, wholeHours(now));
        else if (outcome === 'dropped')
          await this.applications.trainingHoursDropped(trainee.applicationId!, wholeHours(now));
      }
      return result;
    });
  }

  /** Confirmed and awaiting minutes; calls sharing `scope` (the request) cost one query. */
  async progress(
    scholar: Pick<ScholarRow, 'id' | 'requiredHours'>,
    scope: object = {},
  ): Promise<TrainingProgress> {
    let loader = this.loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader(
        (ids: string[]) => this.entries.minutesOf(ids),
        () => NONE,
      );
      this.loaders.set(scope, loader);
    }
    return { requiredHours: scholar.requiredHours, ...(await loader.load(scholar.id)) };
  }
}
