import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverRoot } from './paths.js';

/** The server package's version: reported by /api/health and written into backup manifests. */
export const serverVersion = (
  JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { version: string }
).version;
