import type { Request } from 'express';
import type { RequestIdentity } from '../modules/auth/request-identity.js';

/** Whether a request may open the GraphQL playground page, or where it goes instead. */
export type PlaygroundVerdict = 'open' | 'sign-in' | 'forbidden';
export type PlaygroundAccess = (req: Request) => Promise<PlaygroundVerdict>;

/** Outside production anyone may: it is a development tool there. */
export const playgroundOpenToAll: PlaygroundAccess = async () => 'open';

/**
 * In production the playground is HR's and admins' (they explore the schema
 * for integrators): a signed-in hr/admin session opens it, anyone else signed
 * in is refused, and a visitor without a live session goes to sign in first
 * (the client refreshes a lapsed session there and comes back).
 */
export function playgroundForStaff(identity: RequestIdentity): PlaygroundAccess {
  return async (req) => {
    const { signedIn } = await identity.identify(req).catch(() => ({ signedIn: null }) as const);
    if (!signedIn || signedIn.apiToken) return 'sign-in';
    return ['hr', 'admin'].includes(signedIn.user.role) ? 'open' : 'forbidden';
  };
}

/** The page a signed-in user without access gets (403): plain, no script, nothing of the app. */
export const PLAYGROUND_FORBIDDEN_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>GraphQL playground</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Not available for your account</h1>
<p>The GraphQL playground is open to HR and admin accounts. Ask HR for access, or go back to <a href="/">the application</a>.</p>
</body>
</html>
`;
