import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Absolute path of a package's command-line script, resolved like `npx` would. */
export function packageBin(packageName, binName) {
  const manifestPath = require.resolve(`${packageName}/package.json`);
  const { bin } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return join(dirname(manifestPath), typeof bin === 'string' ? bin : bin[binName]);
}
