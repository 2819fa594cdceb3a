import 'express-serve-static-core';
import type { AccountUser, SignedInUser } from './access/signed-in-user.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Correlates log lines and error answers; set by the request-id middleware. */
    id: string;
    /** The user whose password was just checked, set by the sign-in guard. */
    credentialsUser?: AccountUser;
  }
}

declare global {
  namespace Express {
    /** What AuthGuard puts on req.user: the signed-in user and session. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUser {}
  }
}
