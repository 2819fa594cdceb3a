import 'express-serve-static-core';

declare module 'express-serve-static-core' {
  interface Request {
    /** Correlates log lines and error answers; set by the request-id middleware. */
    id: string;
  }
}
