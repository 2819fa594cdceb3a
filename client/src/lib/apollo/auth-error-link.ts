import { ErrorLink } from '@apollo/client/link/error';

/**
 * Where the session refresh of F§4 plugs in: on UNAUTHENTICATED it will refresh the
 * session once and replay the operation through `forward`. There is no sign-in yet,
 * so every error passes through unchanged.
 */
export function refreshSessionOnAuthError(): void {}

export const authErrorLink = new ErrorLink(refreshSessionOnAuthError);
