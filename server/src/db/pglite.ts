import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened here, with the extensions our migrations
 * create (pg_trgm: trigram indexes for the staff search). A PostgreSQL
 * server ships them in its contrib package.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
