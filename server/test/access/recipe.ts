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
}
