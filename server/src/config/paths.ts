import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits at server/src/config (sources) or server/dist/config (build):
// two levels up is the server package either way.
export const serverRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const repoRoot = resolve(serverRoot, '..');
export const migrationsFolder = resolve(serverRoot, 'src', 'db', 'migrations');
export const clientDist = resolve(repoRoot, 'client', 'dist');
