import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { DomainError } from '../errors/domain-error.js';
import { requestOf } from './current-user.js';

/**
 * The third kind of caller beside sessions and bearer tokens: an office's
 * kiosk screen, by its key. Not a user: it reaches its kiosk's operations
 * only (access table: `kiosk`). Here so auth can resolve it without naming
 * the domain that keeps kiosks.
 */

/** The header a kiosk sends its key in (over HTTP; on the WebSocket, `{ kioskKey }`). */
export const KIOSK_HEADER = 'x-kiosk-key';

export const KIOSK_KEY_INVALID = 'This kiosk key is not valid or was revoked.';

/** Which kiosk is calling: the screen of one office. */
export interface KioskCaller {
  id: string;
  officeId: string;
}

/** Resolves a kiosk key (UNAUTHENTICATED when unknown or revoked); provided by the punches domain. */
export abstract class KioskKeys {
  abstract resolve(key: string): Promise<KioskCaller>;
}

/** The kiosk key of a request's header, if it has one. */
export function kioskKeyOf(req: IncomingMessage): string | undefined {
  const value = req.headers[KIOSK_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function setKiosk(req: object, kiosk: KioskCaller): void {
  (req as { kiosk?: KioskCaller }).kiosk = kiosk;
}

/** A kiosk's call: the kiosk, and the page's origin (where its QR points). */
export interface KioskRequest {
  kiosk: KioskCaller;
  origin: string | undefined;
}

/** The kiosk behind a kiosk operation (REST, GraphQL or WebSocket), set by the auth guard. */
export const CurrentKiosk = createParamDecorator(
  (_data: unknown, context: ExecutionContext): KioskRequest => {
    const req = requestOf(context);
    const kiosk = (req as { kiosk?: KioskCaller }).kiosk;
    if (!kiosk) throw DomainError.unauthenticated(KIOSK_KEY_INVALID);
    return { kiosk, origin: req.headers.origin };
  },
);
