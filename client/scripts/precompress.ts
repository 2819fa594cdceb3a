// Gzip twins of the build's text files (issue #14): the server sends
// `name.js.gz` to browsers that accept gzip (server/src/http/client-app.ts),
// compressed once here at the best level instead of on every request.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const compress = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json)$/;
// Below this, the gzip header outweighs what compression saves.
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'sasm-precompress',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      await Promise.all(
        Object.values(bundle).map(async (output) => {
          if (!COMPRESSIBLE.test(output.fileName)) return;
          const source = output.type === 'chunk' ? output.code : output.source;
          if (source.length < MIN_BYTES) return;
          const compressed = await compress(source, { level: constants.Z_BEST_COMPRESSION });
          await writeFile(join(dir, `${output.fileName}.gz`), compressed);
        }),
      );
    },
  };
}
