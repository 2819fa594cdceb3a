import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BatchLoader } from '../../common/batch-loader.js';
import { DomainEvents } from '../../common/events/domain-events.js';
import { TrainingResumed } from '../applications/application-events.js';
import { ApplicationsService } from '../applications/applications.service.js';
import type { ApplicationRow } from '../applications/applications.table.js';
import type { ScholarRow } from '../scholars/scholars.table.js';
import { DtrEntriesRepository, type TrainingMinutes } from './dtr-entries.repository.js';
import type { TrainingProgress } from './dtr.types.js';
import { meetsRequirement, trainingOutcome, wholeHours } from './training-threshold.js';

export type Trainee = Pick<ScholarRow, 'id' | 'stage' | 'applicationId' | 'requiredHours'>;

const NONE: TrainingMinutes = { confirmedMinutes: 0, unconfirmedMinutes: 0 };

/** The trainees among the scholars a change touches, and their confirmed minutes before it. */
export interface TrainingBefore {
  trainees: Trainee[];
  minutes: Map<string, TrainingMinutes>;
}

/**
 * The 130-hour training (ARCHITECTURE §6): every change to a trainee's
 * confirmed days is framed, in its one transaction, by `lock` (before the
 * write) and `settle` (after it), which compare the confirmed minutes and
 * complete the training (or tell HR of a drop) through the applications
 * service, in that same transaction. An application that comes back to
 * passed_interview (after a hold) is settled by `resume`.
 */
@Injectable()
export class DtrTraining implements OnModuleInit {
  private readonly loaders = new WeakMap<object, BatchLoader<string, TrainingMinutes>>();

  constructor(
    private readonly entries: DtrEntriesRepository,
    private readonly applications: ApplicationsService,
    private readonly events: DomainEvents,
  ) {}

  // The confirmations call `lock` and `settle` directly; the status change tells of a resumed
  // training by an event, as applications cannot import dtr (dtr imports it: no cycle).
  onModuleInit(): void {
    this.events.on(TrainingResumed, ({ trainee }) => this.resume(trainee));
  }

  /**
   * In the status change's transaction, when an application moves (back) to
   * passed_interview: hours confirmed while it was on hold never crossed the
   * mark in passed_interview, so if they already meet the requirement the
   * training completes now, exactly as the crossing confirmation would:
   * the application as completed, else nothing.
   */
  async resume(trainee: Trainee): Promise<ApplicationRow | undefined> {
    if (trainee.stage !== 'trainee' || trainee.applicationId === null) return undefined;
    await this.entries.lockTraining([trainee.id]);
    const { confirmedMinutes } =
      (await this.entries.minutesOf([trainee.id])).get(trainee.id) ?? NONE;
    if (!meetsRequirement(trainee.requiredHours, confirmedMinutes)) return undefined;
    return this.applications.completeTraining(trainee.applicationId, wholeHours(confirmedMinutes));
  }

  /**
   * The first step of a change to these scholars' confirmed days, in the
   * caller's transaction: their training is locked (concurrent confirmations
   * queue here) and the trainees' confirmed minutes are read. `settle` after
   * the change compares them.
   */
  async lock(scholars: Trainee[]): Promise<TrainingBefore> {
    const trainees = scholars.filter(
      (scholar) => scholar.stage === 'trainee' && scholar.applicationId !== null,
    );
    await this.entries.lockTraining(trainees.map((trainee) => trainee.id));
    return {
      trainees,
      minutes: await this.entries.minutesOf(trainees.map((trainee) => trainee.id)),
    };
  }

  /**
   * The last step, in the same transaction: a trainee whose confirmed minutes
   * reached the requirement completes the training; one who fell back under
   * it afterwards is reported to HR.
   */
  async settle({ trainees, minutes: before }: TrainingBefore): Promise<void> {
    const after = await this.entries.minutesOf(trainees.map((trainee) => trainee.id));
    for (const trainee of trainees) {
      const was = (before.get(trainee.id) ?? NONE).confirmedMinutes;
      const now = (after.get(trainee.id) ?? NONE).confirmedMinutes;
      const outcome = trainingOutcome(trainee.requiredHours, was, now);
      if (outcome === 'reached')
        await this.applications.completeTraining(trainee.applicationId!, wholeHours(now));
      else if (outcome === 'dropped')
        await this.applications.trainingHoursDropped(trainee.applicationId!, wholeHours(now));
    }
  }

  /**
   * Confirmed and awaiting minutes; calls sharing `scope` (the request) cost
   * one query. Minutes confirmed before the system (imported) count as confirmed.
   */
  async progress(
    scholar: Pick<ScholarRow, 'id' | 'requiredHours'> & { importedMinutes?: number },
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
    const minutes = await loader.load(scholar.id);
    return {
      requiredHours: scholar.requiredHours,
      confirmedMinutes: minutes.confirmedMinutes + (scholar.importedMinutes ?? 0),
      unconfirmedMinutes: minutes.unconfirmedMinutes,
    };
  }
}
