import type { Attachment } from '../support/test-client.js';
import type { CallerName } from './callers.js';
import type { Outcome } from './expectations.js';
import type { World } from './world.js';

/** One call of an operation, for both transports. */
export interface Call {
  /** GraphQL arguments; only these are sent (an omitted required one fails the test as invalid). */
  args?: Record<string, unknown>;
  /** GraphQL `Upload` arguments, sent as multipart files. */
  uploads?: Record<string, Attachment | Attachment[]>;
  /** REST path parameters; by default taken from `args` and `args.input` by name. */
  params?: Record<string, string>;
  /** REST query string. */
  query?: Record<string, string>;
  /** REST JSON body; by default `args.input` for methods with a body. */
  body?: object;
  /** REST multipart form (fields and files) instead of a JSON body. */
  form?: { fields?: Record<string, string>; files: Record<string, Attachment> };
}

/**
 * How the world's record shows in a list's answer, so the access test can
 * hold a list to the office scoping rule: listed for its readers, never for
 * another caller the role lets in.
 */
export interface Listing {
  /**
   * What marks the world's record in the answer, found in its JSON or its
   * file's text: its id, or for a file (CSV, PDF) a text only its row prints.
   */
  record(w: World): string | Promise<string>;
  /** The GraphQL selection that brings the mark into the answer: `{ items { id } }`. */
  select?: string;
  /** The callers it is listed for (default: the scholar's readers; a list of one's own: the scholar). */
  readers?: readonly CallerName[];
}

/** How to call one operation of the access table as any caller. */
export interface Recipe {
  /**
   * A valid call as `caller` would make it: a fresh target where the
   * operation changes its record, so that earlier callers' calls do not
   * decide the outcome of later ones.
   */
  call?(w: World, caller: CallerName): Call | Promise<Call>;
  /** For `record` operations: the callers in the record's scope (default: the scholar's readers). */
  readers?: readonly CallerName[];
  /**
   * Where the operation's own answer is the outcome for a caller whatever
   * access allows (say why beside it): a refresh without a refresh cookie is 401.
   */
  answers?: Partial<Record<CallerName, Outcome>>;
  /** Each caller calls with a client signed in anew: the operation ends sessions or changes the account. */
  freshClients?: true;
  /**
   * For an operation answering rows (a list, a page, a file of rows): where
   * the world's record is in them. The test fails for one that answers rows
   * without it, unless its reach is `record` (its call names one record).
   */
  list?: Listing;
}

/**
 * `make` run once per world, for a record the reads share: every later call
 * gets the same one.
 */
export function oncePerWorld<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  const made = new WeakMap<World, Promise<T>>();
  return (w) => {
    let value = made.get(w);
    if (!value) made.set(w, (value = make(w)));
    return value;
  };
}
