import { domainEvent } from '../../common/events/domain-events.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import type { ApplicationRow } from './applications.table.js';

/**
 * An application moved (back) to passed_interview, in the status change's
 * transaction: the DTR module, which counts the hours, completes the
 * training at once when those already confirmed meet the requirement, and
 * answers the application as that completion wrote it.
 */
export const TrainingResumed = domainEvent<{ trainee: ScholarView }, ApplicationRow>(
  'application.trainingResumed',
);
