/** Minutes as H:MM, the spec's total format (A§9): 585 → "9:45". */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`;
}
