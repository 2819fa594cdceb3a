import { PGlite, types, type PGliteOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteStatements } from './pglite-statements.js';

const asText = (value: string) => value;

/**
 * The parsers drizzle-orm's PGlite driver passes with every query: these
 * types stay text, drizzle maps them itself. PGlite merges per-query parsers
 * into a copy of its whole table (some 300 types) on every query, which cost
 * more than the statement itself for a lookup by key; the instance holds them
 * instead (createPglite) and the driver's copies are dropped (forDrizzle).
 */
const drizzleParsers: Record<number, (value: string) => string> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * Every embedded database is opened here, with the extensions our migrations
 * create (pg_trgm: trigram indexes for the staff search). A PostgreSQL
 * server ships them in its contrib package.
 */
export async function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  const client = await PGlite.create({
    ...options,
    extensions: { pg_trgm },
    parsers: drizzleParsers,
  });
  // PGlite builds the array types' parsers after start, over the ones given.
  Object.assign(client.parsers, drizzleParsers);
  return client;
}

type QueryOptions = Parameters<PGlite['query']>[2];

/** PGlite's two locks: a whole transaction's, and one query's within it or alone. */
export interface PgliteLocks {
  _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(work: () => Promise<T>): Promise<T>;
}

/** Options without parsers the instance already holds; any other parser is kept. */
function withoutInstalledParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers, ...rest } = options;
  return Object.keys(parsers).every((oid) => oid in drizzleParsers) ? rest : options;
}

/** Whether a query asks for nothing but what a prepared statement gives (drizzle's never do). */
function preparable(options: QueryOptions): boolean {
  const { rowMode: _, ...rest } = withoutInstalledParsers(options) ?? {};
  return Object.keys(rest).length === 0;
}

/**
 * The client handed to drizzle: its queries run as prepared statements
 * (PgliteStatements), under the same locks as PGlite's own, in and out of
 * transactions; the rest of the client is PGlite's.
 */
export function forDrizzle(client: PGlite): PGlite {
  const statements = statementsOf(client);
  const locks = client as unknown as PgliteLocks;
  const query = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!preparable(options)) return client.query<T>(sql, params, withoutInstalledParsers(options));
    const result = await locks._runExclusiveTransaction(() =>
      locks._runExclusiveQuery(() => statements.run<T>(sql, params, options?.rowMode)),
    );
    await client.syncToFs();
    return result;
  };
  const transaction: PGlite['transaction'] = (work) =>
    client.transaction((tx) => {
      const txQuery = async <T>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!preparable(options)) return tx.query<T>(sql, params, withoutInstalledParsers(options));
        if (tx.closed) throw new Error('Transaction is closed');
        return locks._runExclusiveQuery(() => statements.run<T>(sql, params, options?.rowMode));
      };
      return work(withQuery(tx, txQuery));
    });
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// One set per database: names are the connection's, however many drizzle instances it serves.
const preparedStatements = new WeakMap<PGlite, PgliteStatements>();

function statementsOf(client: PGlite): PgliteStatements {
  let statements = preparedStatements.get(client);
  if (!statements) preparedStatements.set(client, (statements = new PgliteStatements(client)));
  return statements;
}

function withQuery(tx: Transaction, query: Transaction['query']): Transaction {
  return new Proxy(tx, {
    get: (target, property) =>
      property === 'query' ? query : Reflect.get(target, property, target),
  });
}
