import type pg from 'pg';
import type { INestApplication, ModuleMetadata } from '@nestjs/common';
import { Test, type TestingModuleBuilder } from '@nestjs/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AppModule } from '../../src/app.module.js';
import { Clock } from '../../src/common/clock.js';
import { loadConfig, type AppConfig } from '../../src/config/config.js';
import type { Database } from '../../src/db/database.js';
import { configureApp } from '../../src/http/configure-app.js';
import { startS3TestServer, type S3TestServer } from '@sasm/s3-test-server';
import { createTestDatabase } from './test-database.js';
import { TestClient } from './test-client.js';

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: Array<{
    message: string;
    extensions?: { code?: string; fields?: Record<string, string>; requestId?: string };
  }>;
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  database: Database;
  /** The S3 test server holding the files, when the app stores them in S3 (`s3` option). */
  s3?: S3TestServer;
  /** http://127.0.0.1:<port> of the listening server (for WebSocket clients). */
  url: string;
  /** supertest agent bound to the server. */
  http(): ReturnType<typeof request>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResponse<T>>;
  /** A new browser-like client with its own cookies and its own client IP. */
  client(): TestClient;
  get<T>(token: unknown): T;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<ModuleMetadata, 'controllers' | 'providers'> {
  /** Environment variables on top of the test defaults. */
  env?: NodeJS.ProcessEnv;
  /** Serve this client build directory, as main.ts does. */
  clientDist?: string;
  /** Share another app's database (a second server instance); that app closes it. */
  shareDatabaseOf?: TestApp;
  /** The server's clock (a TestClock the test moves forward) instead of the real one. */
  clock?: Clock;
  /**
   * Files in S3 instead of on the disk: `true` starts an S3 test server of
   * this app's own (stopped with it); a given one is shared (a second
   * instance) and stopped by the caller.
   */
  s3?: true | S3TestServer;
  /** Replaces providers of the app (the access test's guard without its role check). */
  override?: (builder: TestingModuleBuilder) => void;
}

/**
 * The test settings for an app on `database` with its files in `dataDir`: as
 * in production, they say which database it has (backups read them).
 */
export function testConfig(
  database: Database,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): AppConfig {
  const databaseUrl =
    database.kind === 'postgres'
      ? (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString
      : undefined;
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEED_DEMO: 'false',
    // Every TestClient plays its own machine through X-Forwarded-For, so per-IP limits stay apart.
    TRUST_PROXY: '1',
    ...env,
  });
}

/**
 * Boots the real application (same module, same middleware as main.ts) on a
 * fresh migrated database and a fresh data directory, listening on a free port.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sasm-test-'));
  const s3 = options.s3 === true ? await startS3TestServer() : options.s3;
  const shared = options.shareDatabaseOf?.database;
  const database = shared ? { ...shared, close: async () => {} } : await createTestDatabase();
  const config = testConfig(database, dataDir, { ...s3?.env, ...options.env });
  const builder = Test.createTestingModule({
    imports: [AppModule.register(config, database)],
    controllers: options.controllers,
    providers: options.providers,
  });
  if (options.clock) builder.overrideProvider(Clock).useValue(options.clock);
  options.override?.(builder);
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication({ logger: ['fatal', 'error'] });
  configureApp(app, config, options.clientDist);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const server = app.getHttpServer();

  return {
    app,
    config,
    database,
    s3,
    url: `http://127.0.0.1:${port}`,
    http: () => request(server),
    async graphql(query, variables) {
      const res = await request(server).post('/graphql').send({ query, variables });
      return { status: res.status, data: res.body.data, errors: res.body.errors };
    },
    client: () => new TestClient(server),
    get: (token) => app.get(token as never),
    async close() {
      await app.close();
      if (options.s3 === true) await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
