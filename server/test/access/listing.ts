import {
  getNamedType,
  type GraphQLField,
  type GraphQLOutputType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { AccessRule } from '../../src/common/access/access-table.js';
import { pdfText } from '../support/pdf-text.js';
import { type CallerName, SCHOLAR_READERS } from './callers.js';
import type { Listing } from './recipe.js';

/** A field name that names a record: `id`, REST's `_id`, `scholarId`. */
const namesRecord = (name: string) => name === 'id' || name === '_id' || name.endsWith('Id');

/** A list of objects that name records (`[LeaveRequest!]!`, not `[LabelCount!]!`). */
function listsRecords(type: GraphQLOutputType): boolean {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (!isListType(inner)) return false;
  const item = getNamedType(inner);
  return isObjectType(item) && Object.keys(item.getFields()).some(namesRecord);
}

/**
 * Whether a GraphQL field answers rows: a list of records, or an object that
 * is no record itself (no id) holding one (a page's items, a month's days).
 */
export function fieldAnswersRows(field: GraphQLField<unknown, unknown>): boolean {
  if (listsRecords(field.type)) return true;
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return false;
  const fields = named.getFields();
  return !('id' in fields) && Object.values(fields).some((f) => listsRecords(f.type));
}

const isRecordRow = (value: unknown) =>
  typeof value === 'object' && value !== null && Object.keys(value).some(namesRecord);
const recordRows = (value: unknown) => Array.isArray(value) && value.some(isRecordRow);

/**
 * Whether a REST answer holds rows: a file (CSV text, PDF bytes), or JSON
 * with records in an array at its top or one key down (`{ items: [...] }`).
 */
export function bodyHoldsRows(content: unknown): boolean {
  if (typeof content === 'string' || Buffer.isBuffer(content)) return true;
  if (recordRows(content)) return true;
  return typeof content === 'object' && content !== null && Object.values(content).some(recordRows);
}

/** The answer as text to look for the record's mark in: a PDF's text, a CSV, or JSON. */
export async function textOf(content: unknown): Promise<string> {
  if (Buffer.isBuffer(content)) return pdfText(content);
  return typeof content === 'string' ? content : JSON.stringify(content ?? null);
}

/** Who the world's record is listed for. */
export const listReaders = (rule: AccessRule, listing: Listing): readonly CallerName[] =>
  listing.readers ?? (rule.reach === 'own' ? ['scholar'] : SCHOLAR_READERS);
