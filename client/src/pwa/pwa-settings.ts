import type { ManifestOptions, VitePWAOptions } from 'vite-plugin-pwa';

/** The top bar's red (create-app-theme.ts): the phone's status bar and splash take it. */
export const THEME_COLOR = '#b71c1c';

export const webAppManifest: Partial<ManifestOptions> = {
  name: 'SASM Information Management System',
  short_name: 'SASM-IMS',
  description: 'Student Assistant and Student Marshal scholarship information system',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOR,
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// Pages load their code when first opened (router.tsx); the worker keeps only the punch page's
// for offline use: a page missing offline says so, a stale one would hide a deploy.
const PAGE_CHUNK = /^assets\/.*-page-[\w-]+\.js$/;
const OFFLINE_PAGE_CHUNK = /^assets\/punch[\w-]*-page-[\w-]+\.js$/;

/**
 * What the service worker precaches: the shell (index.html, the code every page shares, fonts,
 * icons) and the punch page. Left out: other pages, GraphiQL and its editor, the charts, the
 * OCR files (tens of megabytes a phone should not download unasked) and the gzip twins.
 */
export const precacheEntries: VitePWAOptions['injectManifest'] = {
  globPatterns: ['index.html', 'assets/*.{js,css,woff2}', '*.{svg,webmanifest}', 'icons/*.png'],
  globIgnores: [
    '**/*.gz',
    'assets/graphiql-*',
    'assets/monaco-*',
    'assets/*.worker-*',
    'assets/vendor-charts-*',
  ],
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.filter(
        (entry) => !PAGE_CHUNK.test(entry.url) || OFFLINE_PAGE_CHUNK.test(entry.url),
      ),
      warnings: [],
    }),
  ],
};
