/** Whether a query failed on a unique index (SQLSTATE 23505), whichever driver and wrapper raised it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
