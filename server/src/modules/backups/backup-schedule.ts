import { todayIn, zonedToUtc } from '../../common/university-time.js';

/** The next of the daily `times` (HH:MM, university time) after `now`; undefined when none. */
export function nextScheduledRun(times: string[], timeZone: string, now: Date): Date | undefined {
  if (times.length === 0) return undefined;
  const today = todayIn(timeZone, now);
  const tomorrow = todayIn(
    timeZone,
    new Date(zonedToUtc(today, '12:00', timeZone).getTime() + 86_400_000),
  );
  const candidates = [today, tomorrow].flatMap((date) =>
    times.map((time) => zonedToUtc(date, time, timeZone)),
  );
  return candidates
    .filter((at) => at.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];
}
