const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from URLs and arguments are checked before they reach a uuid column (which would reject them with a 500). */
export function isUuid(value: string): boolean {
  return pattern.test(value);
}
