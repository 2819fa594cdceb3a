// `npm run db:migrate`: applies pending migrations to the configured database and exits.
import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/config.js';
import { openDatabase } from './database.js';

const logger = new Logger('Migrate');
try {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  await database.close();
  logger.log(`Migrations applied (${config.database.kind}).`);
} catch (error) {
  logger.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
