// `npm run backup`: asks the running server to write a backup, or writes it
// itself when no server runs. One line of result; exit code 1 on failure.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { complain, say } from './output.js';
import { loadConfig, type AppConfig } from '../../../config/config.js';
import { DbContext } from '../../../db/db-context.js';
import { openDatabase } from '../../../db/database.js';
import { createFileStorage } from '../../files/files.module.js';
import { summarize } from '../archive/manifest.js';
import type { BackupProgress } from '../backup-archive.js';
import { runBackup } from '../backup-run.js';
import { BackupsRepository } from '../backups.repository.js';
import { triggerFile, type TriggerInfo } from '../local-trigger.js';
import { megabytes, progressBar } from './progress-line.js';

interface Written {
  path: string;
  size: number;
  files: number;
}

const bar = progressBar();
try {
  const config = loadConfig();
  const server = runningServer(config);
  const written = server ? await askServer(server) : await backUpHere(config);
  bar.done();
  say(`Backup written: ${written.path} (${megabytes(written.size)}, ${written.files} files)`);
} catch (error) {
  bar.done();
  complain(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

function runningServer(config: AppConfig): TriggerInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(triggerFile(config.dataDir), 'utf8')) as TriggerInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined; // no file, or its server is gone
  }
}

async function askServer(server: TriggerInfo): Promise<Written> {
  const xsrf = randomBytes(16).toString('hex');
  const response = await fetch(`${server.url}/api/system/backups/run`, {
    method: 'POST',
    headers: { 'x-backup-token': server.token, 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
  });
  if (!response.ok || !response.body)
    throw new Error(`the server refused (${response.status}): ${await response.text()}`);
  const lines = createInterface({ input: Readable.fromWeb(response.body as never) });
  for await (const line of lines) {
    const message = JSON.parse(line) as {
      progress?: BackupProgress;
      done?: Written;
      error?: string;
    };
    if (message.progress) bar.update(message.progress);
    if (message.error) throw new Error(message.error);
    if (message.done) return message.done;
  }
  throw new Error('the server closed the connection before the backup finished');
}

async function backUpHere(config: AppConfig): Promise<Written> {
  const database = await openDatabase(config.database);
  try {
    const backups = new BackupsRepository(new DbContext(database.db));
    const record = await backups.start('command');
    try {
      const result = await runBackup({
        database,
        config,
        storage: createFileStorage(config),
        onProgress: (progress) => bar.update(progress),
      });
      await backups.finish(record.id, {
        outcome: 'succeeded',
        size: result.size,
        archiveName: result.name,
        manifestSummary: summarize(result.manifest),
        error: null,
      });
      return { path: result.path, size: result.size, files: result.manifest.files.length };
    } catch (error) {
      await backups.finish(record.id, {
        outcome: 'failed',
        size: null,
        archiveName: null,
        manifestSummary: null,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  } finally {
    await database.close();
  }
}
