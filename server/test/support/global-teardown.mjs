import { withClient } from './global-setup.mjs';

/** Drops the migrated PostgreSQL template global-setup.mjs made. */
export default async function globalTeardown() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.SASM_TEST_PG_TEMPLATE;
  if (!serverUrl || !template) return;
  await withClient(serverUrl, (admin) =>
    admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`),
  );
}
