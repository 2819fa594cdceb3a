// The days the suites' people act on, as the DTR and the interview forms
// take them (YYYY-MM-DD, UTC).

/** This month's duty days (Monday–Saturday) up to today; today alone when there is none yet. */
export function dutyDaysSoFar() {
  const today = new Date();
  const days = [];
  for (let day = 1; day <= today.getUTCDate(); day += 1) {
    const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), day));
    if (date.getUTCDay() !== 0) days.push(date.toISOString().slice(0, 10));
  }
  return days.length > 0 ? days : [today.toISOString().slice(0, 10)];
}

/** The next weekday after today (an interview date). */
export function nextWeekday() {
  const date = new Date();
  do date.setUTCDate(date.getUTCDate() + 1);
  while ([0, 6].includes(date.getUTCDay()));
  return date.toISOString().slice(0, 10);
}
