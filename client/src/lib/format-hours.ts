/**
 * Hours as the product shows them everywhere: H:MM, the spec's total format (A§9).
 * 585 minutes → "9:45".
 */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}

/** Hours given as a number (93, 7.75) in the same H:MM: 7.75 → "7:45". */
export function formatHours(hours: number): string {
  return formatMinutes(hours * 60);
}
