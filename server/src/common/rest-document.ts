/**
 * The REST facade keeps the spec's field names: every object carries its id
 * as `_id` as well as `id` (ARCHITECTURE §4).
 */
export function toRestDocument<T extends { id: string }>(row: T): T & { _id: string } {
  return { _id: row.id, ...row };
}
