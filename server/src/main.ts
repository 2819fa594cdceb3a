import 'reflect-metadata';
import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { clientDist } from './config/paths.js';
import { openDatabase } from './db/database.js';
import { DataDirLockedError } from './db/lock.js';
import { configureApp } from './http/configure-app.js';
import { installGracefulShutdown } from './http/graceful-shutdown.js';

const levels: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];

function createLogger(config: AppConfig): ConsoleLogger {
  return new ConsoleLogger({
    json: config.isProduction,
    logLevels: levels.slice(0, levels.indexOf(config.logLevel) + 1),
  });
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  process.env.TZ = config.timeZone;
  const logger = createLogger(config);
  const database = await openDatabase(config.database);
  const app = await NestFactory.create(AppModule.register(config, database), {
    logger,
    bufferLogs: true,
    abortOnError: false,
  });
  installGracefulShutdown(app, {
    graceMs: config.shutdownGraceMs,
    logger,
    onStopped: () => process.exit(0),
    onFailed: () => process.exit(1),
  });
  configureApp(app, config, clientDist);
  await app.listen(config.port);
  logger.log(
    `${config.product.shortName} is ready on ${config.publicUrl} (database: ${database.kind})`,
    'Bootstrap',
  );
}

bootstrap().catch((error: unknown) => {
  // Configuration and lock errors are the user's to fix: say what, not where in the code.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  new ConsoleLogger('Bootstrap').fatal(known ? (error as Error).message : error);
  process.exit(1);
});
