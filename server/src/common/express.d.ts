import 'express-serve-static-core';
import type { SignedInUser } from '../modules/auth/access-tokens.js';
import type { User as UserRow } from '../modules/users/users.table.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Correlates log lines and error answers; set by the request-id middleware. */
    id: string;
    /** The user whose password was just checked, set by the sign-in guard. */
    credentialsUser?: UserRow;
  }
}

declare global {
  namespace Express {
    /** What AuthGuard puts on req.user: the signed-in user and session. */
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SignedInUser {}
  }
}
