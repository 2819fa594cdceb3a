/** Socket errors of a database connection that was refused, cut or timed out. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

/** node-postgres says these in plain text, with no code (a dropped socket, the pool's connect timeout). */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection closed',
];

/**
 * Whether a query failed because the database server could not be reached
 * (down, restarting, refusing connections) rather than because of the query:
 * SQLSTATE class 08 (connection exception) or 57P (operator intervention:
 * admin or crash shutdown, cannot connect now), a socket error, or the
 * driver's own words for a lost connection — whichever wrapper raised it.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === 'object';) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (code.startsWith('08') || code.startsWith('57P') || networkCodes.has(code))
    )
      return true;
    if (typeof message === 'string' && driverMessages.some((text) => message.startsWith(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
