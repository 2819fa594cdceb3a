import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { graphqlDocuments } from './scripts/graphql-documents.ts';
import { ocrAssets } from './scripts/ocr-assets.ts';
import { precacheEntries, webAppManifest } from './src/pwa/pwa-settings.ts';
import { precompress } from './scripts/precompress.ts';

const API_SERVER = 'http://localhost:3000';

// React is part of every page (the app's and GraphiQL's): one long-lived chunk.
// Everything else is left to the bundler, which puts a module in a chunk with
// exactly the modules the same pages need: a first visit downloads what its
// route uses and nothing more (issue #14). A hand-made group would take in the
// whole of its libraries wherever they are used: a "vendor-mui" group put every
// MUI component of every page in the sign-in page's first visit.
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// Chunks with MUI X Charts code keep that name (the bundler names a chunk after
// one of its modules), so a test can tell the charts load only where they draw.
const CHARTS = /[\\/]node_modules[\\/]@mui[\\/]x-charts[\\/]/;

export default defineConfig({
  plugins: [
    react(),
    graphqlDocuments(),
    ocrAssets(),
    precompress(),
    // The installable app: the manifest, and our service worker (src/pwa/service-worker.ts)
    // given the list of the build's files to keep for offline use.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: webAppManifest,
      injectManifest: precacheEntries,
    }),
  ],
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
        codeSplitting: { groups: [{ name: 'vendor-react', test: REACT }] },
        chunkFileNames: ({ moduleIds }) =>
          moduleIds.some((id) => CHARTS.test(id))
            ? 'assets/vendor-charts-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
