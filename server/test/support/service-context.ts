import { Test, type TestingModule, type TestingModuleBuilder } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../../src/app.module.js';
import type { AppConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { testConfig } from './test-app.js';
import { createTestDatabase } from './test-database.js';

/** The medium tier's subject: the app's services on a real database, with no HTTP in front. */
export interface ServiceContext {
  config: AppConfig;
  database: Database;
  get<T>(token: unknown): T;
  close(): Promise<void>;
}

export interface ServiceContextOptions {
  /** Environment variables on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Replaces providers of the app. */
  override?: (builder: TestingModuleBuilder) => void;
}

/**
 * The real application module (as createTestApp compiles it) on a fresh
 * migrated database and data directory, initialised (lifecycle hooks run)
 * but serving nothing: tests call its services directly.
 */
export async function createServiceContext(
  options: ServiceContextOptions = {},
): Promise<ServiceContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-medium-'));
  const database = await createTestDatabase();
  const config = testConfig(database, dataDir, options.env);
  const builder = Test.createTestingModule({ imports: [AppModule.register(config, database)] });
  options.override?.(builder);
  const moduleRef: TestingModule = await builder.compile();
  moduleRef.useLogger(['fatal', 'error']);
  await moduleRef.init();

  return {
    config,
    database,
    get: (token) => moduleRef.get(token as never, { strict: false }),
    async close() {
      await moduleRef.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
