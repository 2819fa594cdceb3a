// Self-hosted OCR (STACK.md, OCR row): tesseract's worker, the core variants an
// LSTM-only worker can pick and the English data are served by our own server
// under /tesseract/, so a scan sends no request off the origin. Not hashed
// assets: the worker asks for them by name.
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** Public path of the OCR files; the grades page builds its worker options from it. */
export const OCR_BASE = '/tesseract';

// getCore.js of tesseract.js 7 picks one of these three for OEM.LSTM_ONLY by the
// browser's WebAssembly features (relaxed SIMD, SIMD, neither); the other three
// variants (legacy engine) are never loaded, so they are not shipped.
const CORES = [
  'tesseract-core-relaxedsimd-lstm.wasm.js',
  'tesseract-core-simd-lstm.wasm.js',
  'tesseract-core-lstm.wasm.js',
];

function ocrFiles(): Array<{ path: string; source: string }> {
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  // LSTM_ONLY's own data (the "best_int" model tesseract.js uses for that engine mode).
  const eng = packageDir('@tesseract.js-data/eng');
  return [
    { path: 'worker.min.js', source: join(tesseract, 'dist', 'worker.min.js') },
    ...CORES.map((name) => ({ path: `core/${name}`, source: join(core, name) })),
    {
      path: 'lang/eng.traineddata.gz',
      source: join(eng, '4.0.0_best_int', 'eng.traineddata.gz'),
    },
  ];
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.gz': 'application/octet-stream',
};

export function ocrAssets(): Plugin {
  return {
    name: 'sasm-ocr-assets',
    // The dev server answers /tesseract/* from node_modules.
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(`${OCR_BASE}/`)) return next();
        const file = ocrFiles().find((entry) => `${OCR_BASE}/${entry.path}` === url);
        if (!file) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[url.slice(url.lastIndexOf('.'))] ?? '');
        createReadStream(file.source).pipe(res);
      });
    },
    // The build writes them into dist/tesseract/.
    generateBundle() {
      for (const file of ocrFiles()) {
        this.emitFile({
          type: 'asset',
          fileName: `${OCR_BASE.slice(1)}/${file.path}`,
          source: readFileSync(file.source),
        });
      }
    },
  };
}
