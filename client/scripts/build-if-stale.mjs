// Builds the client only when a source is newer than dist/index.html, so
// `npm start` stays fast on a machine that already built it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { packageBin } from './package-bin.mjs';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const output = join(clientDir, 'dist', 'index.html');
const inputs = [
  'src',
  'public',
  'index.html',
  'graphiql.html',
  'vite.config.ts',
  'scripts/ocr-assets.ts',
  'package.json',
  // The workspace packages the client bundles (@sasm/grade-slip, @sasm/csv).
  '../packages',
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && !entry.startsWith('.'))
    .reduce(
      (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
      stats.mtimeMs,
    );
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const sourcesChangedAt = Math.max(
  ...inputs.map((input) => newestModification(join(clientDir, input))),
);

if (builtAt > sourcesChangedAt) {
  console.log('client: up to date');
} else {
  const build = spawnSync(process.execPath, [packageBin('vite', 'vite'), 'build'], {
    cwd: clientDir,
    stdio: 'inherit',
  });
  process.exitCode = build.status ?? 1;
}
