import helmet from 'helmet';

/**
 * Helmet with a CSP the built client satisfies: scripts only from our origin,
 * inline styles for Emotion (MUI), workers for GraphiQL's editor, the
 * WebSocket for subscriptions.
 */
export function securityHeaders(publicUrl: string) {
  const https = publicUrl.startsWith('https://');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // wasm-unsafe-eval: the grades page's OCR worker compiles tesseract's WebAssembly core.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", https ? 'wss:' : 'ws:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The schedule page previews the PDF a student picked, before upload, from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        // The client previews PDFs from /api/files in a frame of its own pages.
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
