// `npm run restore -- ARCHIVE [--force]`: see restore/restore.ts.
import { isAbsolute, resolve } from 'node:path';
import { complain, say } from './output.js';
import { loadConfig } from '../../../config/config.js';
import { createFileStorage } from '../../files/files.module.js';
import { restoreArchive } from '../restore/restore.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [archive, ...extra] = args.filter((arg) => arg !== '--force');
try {
  if (!archive || extra.length > 0) throw new Error('Usage: npm run restore -- ARCHIVE [--force]');
  const config = loadConfig();
  // npm runs the script in server/: a relative path means relative to where it was typed.
  const path = isAbsolute(archive)
    ? archive
    : resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const report = await restoreArchive({
    archive: path,
    config,
    storage: createFileStorage(config),
    force,
    log: (line) => say(line),
  });
  const tables = Object.keys(report.manifest.tables).length;
  const rows = Object.values(report.manifest.tables).reduce((sum, count) => sum + count, 0);
  for (const { table, expected, actual } of report.tableMismatches)
    complain(`  table ${table}: ${actual ?? 'missing'} rows, the manifest says ${expected}`);
  for (const key of report.fileMismatches) complain(`  file ${key}: missing or different`);
  if (report.tableMismatches.length > 0 || report.fileMismatches.length > 0) {
    complain(
      `Restore verification failed: ${report.tableMismatches.length} table(s) and ${report.fileMismatches.length} file(s) differ from the manifest.`,
    );
    process.exitCode = 1;
  } else {
    say(
      `Restored and verified: ${tables} tables (${rows} rows) and ${report.manifest.files.length} files match the manifest (${config.database.kind === 'postgres' ? 'PostgreSQL' : 'embedded database'}).`,
    );
  }
} catch (error) {
  complain(`Restore refused or failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
