/**
 * The 130-hour training (A§9, ARCHITECTURE §6): what a change of a trainee's
 * confirmed minutes means for the application. Reaching the requirement
 * completes the training; falling back under it afterwards never moves the
 * application back, it only tells HR.
 */
export type TrainingOutcome = 'reached' | 'dropped' | null;

export function trainingOutcome(
  requiredHours: number,
  before: number,
  after: number,
): TrainingOutcome {
  const required = requiredHours * 60;
  if (before < required && after >= required) return 'reached';
  if (before >= required && after < required) return 'dropped';
  return null;
}

/** Confirmed hours as a number of whole hours for the application's history (floor: 129:59 is not 130). */
export const wholeHours = (minutes: number) => Math.floor(minutes / 60);

/** Whether these confirmed minutes meet the requirement (a trainee back in training is settled by it). */
export const meetsRequirement = (requiredHours: number, minutes: number) =>
  minutes >= requiredHours * 60;
