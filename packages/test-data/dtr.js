// Daily time records (A§2.3, A§9): duty days Monday to Saturday, two IN/OUT
// pairs a day. Dates are calendar dates ('YYYY-MM-DD'), computed in UTC so
// the machine's time zone never moves a day.

/** The spec's sample rows (A§9): day 1, then day 2. */
export const DTR_SAMPLE_TIMES = Object.freeze([
  Object.freeze({ in1: '08:00', out1: '12:00', in2: '13:00', out2: '17:00' }),
  Object.freeze({ in1: '08:15', out1: '12:00', in2: '13:05', out2: '16:50' }),
]);

const DAY_MS = 24 * 60 * 60 * 1000;

function parseDate(date, what) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(date));
  const time = match ? Date.UTC(+match[1], +match[2] - 1, +match[3]) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`${what}: expected a date 'YYYY-MM-DD', got ${JSON.stringify(date)}`);
  }
  return time;
}

const isoDate = (time) => new Date(time).toISOString().slice(0, 10);

/** Row n of the cycle: one row for every day, or a list taken in turn. */
function timesFor(times, n) {
  const rows = Array.isArray(times) ? times : [times];
  if (rows.length === 0) throw new RangeError('times: give at least one row');
  return { ...rows[n % rows.length] };
}

export function dtrWeek(startDate, times = DTR_SAMPLE_TIMES) {
  const day = parseDate(startDate, 'dtrWeek');
  // getUTCDay: 0 is Sunday; the week runs Monday to Sunday.
  const monday = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: 6 }, (_, n) => ({
    workDate: isoDate(monday + n * DAY_MS),
    ...timesFor(times, n),
  }));
}

export function dtrMonth(month, { until, times = DTR_SAMPLE_TIMES } = {}) {
  if (!/^\d{4}-\d{2}$/.test(String(month))) {
    throw new RangeError(`dtrMonth: expected a month 'YYYY-MM', got ${JSON.stringify(month)}`);
  }
  const first = parseDate(`${month}-01`, 'dtrMonth');
  const last = until === undefined ? undefined : parseDate(until, 'dtrMonth until');
  const entries = [];
  for (let day = first; isoDate(day).startsWith(month); day += DAY_MS) {
    if (last !== undefined && day > last) break;
    if (new Date(day).getUTCDay() === 0) continue;
    entries.push({ workDate: isoDate(day), ...timesFor(times, entries.length) });
  }
  return entries;
}
