// A DTR time cell as the spec draws it, "--:-- --": hh:mm and AM/PM. The inputs hold and the
// server takes 24-hour HH:MM; people type whatever is quickest ("745a", "13:05", "5p").

/** What an empty time cell shows. */
export const CELL_TIME_PLACEHOLDER = '--:-- --';

/** Said under a cell whose text is not a time. */
export const NOT_A_TIME = 'Type a time like 7:45 AM';

const pad = (n: number) => String(n).padStart(2, '0');

/** "07:45" → "07:45 AM", "13:05" → "01:05 PM", '' → ''. */
export function formatCellTime(value: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return '';
  const hours = Number(match[1]);
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${pad(hours % 12 || 12)}:${match[2] ?? '00'} ${meridiem}`;
}

// 1–2 digits (the hour), 3–4 digits (hour and minutes), or h:mm; then an optional a/am/a.m.
const TYPED = /^(?:(\d{1,4})|(\d{1,2}):(\d{2}))(?:([ap])\.?(?:m\.?)?)?$/;

function hoursAndMinutes(digits: string): [number, number] {
  if (digits.length <= 2) return [Number(digits), 0];
  const split = digits.length - 2;
  return [Number(digits.slice(0, split)), Number(digits.slice(split))];
}

/**
 * What was typed in a cell → HH:MM (24-hour); '' when the cell is left empty (or only the
 * placeholder's dashes remain); undefined when it is not a time.
 */
export function parseCellTime(text: string): string | undefined {
  const typed = text.toLowerCase().replace(/\s+/g, '');
  if (/^[-:]*$/.test(typed)) return '';
  const match = TYPED.exec(typed);
  if (!match) return undefined;
  const [, digits, colonHours, colonMinutes, meridiem] = match;
  const [hours, minutes] = digits
    ? hoursAndMinutes(digits)
    : [Number(colonHours), Number(colonMinutes)];
  if (minutes > 59) return undefined;
  if (!meridiem) return hours > 23 ? undefined : `${pad(hours)}:${pad(minutes)}`;
  if (hours < 1 || hours > 12) return undefined;
  return `${pad((hours % 12) + (meridiem === 'p' ? 12 : 0))}:${pad(minutes)}`;
}
