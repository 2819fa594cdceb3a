import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { ocrAssets } from './scripts/ocr-assets';

const API_SERVER = 'http://localhost:3000';

// Libraries that change together share a long-lived chunk. The groups are cut so
// that the GraphiQL page (react + graphql only) never loads router, MUI or Apollo.
// A group also takes the dependencies of its packages, so libraries that others
// depend on come first (earlier = higher priority).
const VENDOR_CHUNKS: Array<{ name: string; packages: string[]; except?: RegExp }> = [
  { name: 'react', packages: ['react', 'react-dom', 'scheduler'] },
  { name: 'tslib', packages: ['tslib'] },
  { name: 'graphql', packages: ['graphql', 'graphql-ws'] },
  { name: 'router', packages: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'] },
  // Not MUI X: the charts load with the pages that draw one, never with sign-in.
  {
    name: 'mui',
    packages: ['@mui', '@emotion', '@popperjs', 'react-transition-group', 'stylis'],
    except: /[\\/]node_modules[\\/]@mui[\\/]x-/,
  },
  { name: 'apollo', packages: ['@apollo', 'apollo-upload-client', 'extract-files', 'rxjs'] },
  { name: 'charts', packages: ['@mui/x-charts', '@mui/x-charts-vendor', '@mui/x-internals'] },
];

function packagePattern(packages: string[]): RegExp {
  const names = packages.map((name) => name.replace('/', '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);
}

export default defineConfig({
  plugins: [react(), ocrAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: {
    // CommonJS packages that only GraphiQL's GraphQL worker imports: the dev server
    // loads worker modules unbundled, so these must be pre-bundled to ES modules.
    include: ['nullthrows', 'vscode-languageserver-types', 'picomatch-browser'],
  },
  server: {
    port: 5173,
    strictPort: true,
    // /graphiql is not proxied: Vite serves graphiql.html from source for it (the
    // server's copy is the built page, whose /assets the dev server cannot serve).
    proxy: {
      '/api': API_SERVER,
      '/graphql': { target: API_SERVER, ws: true },
    },
  },
  build: {
    // Monaco (GraphiQL page only) is one ~2.8 MB chunk; the app's chunks stay far below.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onLog(level, log, defaultHandler) {
        // GraphiQL's React-compiler output carries "use no memo" directives, harmless once bundled.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        defaultHandler(level, log);
      },
      input: {
        app: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: VENDOR_CHUNKS.map(({ name, packages, except }, index) => ({
            name: `vendor-${name}`,
            test: except
              ? (id: string) => packagePattern(packages).test(id) && !except.test(id)
              : packagePattern(packages),
            priority: VENDOR_CHUNKS.length - index,
          })),
        },
      },
    },
  },
});
