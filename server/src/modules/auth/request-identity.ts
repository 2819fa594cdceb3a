import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { IncomingMessage } from 'node:http';
import { DomainError } from '../../common/errors/domain-error.js';
import { ApiTokenAuth } from '../api-tokens/api-token-auth.js';
import { TOKENS } from '../api-tokens/api-token-rules.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { AccessTokens } from './access-tokens.js';
import { readCookie } from './auth-cookies.js';
import { ACCESS_COOKIE } from '../../common/access/access-token.js';
import { KioskKeys, kioskKeyOf, type KioskCaller } from '../../common/access/kiosk-caller.js';

/** Who a request says it is, and how: a session cookie, a bearer token, a kiosk key, or nothing. */
export interface Identity {
  credential: 'none' | 'cookie' | 'bearer' | 'kiosk';
  /** Null for no credential, a kiosk, or a session cookie that no longer holds. */
  signedIn: SignedInUser | null;
  /** The office screen a kiosk key belongs to: not a user, it reaches its feed only. */
  kiosk?: KioskCaller;
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  return header ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * The one place that turns a request's credential into a user, for the auth
 * guard, the GraphQL plugins, the WebSocket handshake and the playground
 * page. A bearer token that does not hold is an error (401, or 429 while
 * guessing or over its limit); a stale session cookie is only "not signed in".
 * Worked out once per HTTP request (a GraphQL request's fields share it);
 * a WebSocket's upgrade request lives as long as the socket, so it is
 * worked out again for each operation.
 */
@Injectable()
export class RequestIdentity {
  private readonly known = new WeakMap<IncomingMessage, Promise<Identity>>();

  constructor(
    private readonly accessTokens: AccessTokens,
    private readonly apiTokens: ApiTokenAuth,
    private readonly kiosks: KioskKeys,
  ) {}

  identify(req: IncomingMessage): Promise<Identity> {
    if (req.headers.upgrade) return this.work(req);
    let identity = this.known.get(req);
    if (!identity) this.known.set(req, (identity = this.work(req)));
    return identity;
  }

  private async work(req: IncomingMessage): Promise<Identity> {
    const bearer = bearerTokenOf(req);
    const cookie = readCookie(req, ACCESS_COOKIE);
    const kioskKey = kioskKeyOf(req);
    if (kioskKey) {
      if (bearer || cookie) throw DomainError.badInput(TOKENS.bothCredentials);
      return { credential: 'kiosk', signedIn: null, kiosk: await this.kiosks.resolve(kioskKey) };
    }
    if (bearer) {
      if (cookie) throw DomainError.badInput(TOKENS.bothCredentials);
      const ip = (req as Request).ip ?? req.socket.remoteAddress ?? 'unknown';
      const holder = await this.apiTokens.resolve(bearer, ip);
      return {
        credential: 'bearer',
        signedIn: { user: holder.user, sessionId: holder.token.id, apiToken: holder.token },
      };
    }
    if (!cookie) return { credential: 'none', signedIn: null };
    return { credential: 'cookie', signedIn: await this.accessTokens.resolve(cookie) };
  }
}
