import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionsService } from '../sessions/sessions.service.js';
import type { User } from '../users/users.table.js';

export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;

/**
 * The HS256 key as a KeyObject, made once: given a string, jsonwebtoken first
 * tries it as a PEM key on every sign and verify (a thrown error each time).
 */
export function accessTokenKey(secret: string): KeyObject {
  return createSecretKey(Buffer.from(secret));
}

/** Who is making the request: the user row and the session the access token names. */
export interface SignedInUser {
  user: User;
  sessionId: string;
}

interface AccessTokenPayload {
  sub: string;
  sid: string;
}

@Injectable()
export class AccessTokens {
  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {}

  issue(userId: string, sessionId: string): Promise<string> {
    const payload: AccessTokenPayload = { sub: userId, sid: sessionId };
    return this.jwt.signAsync(payload, { expiresIn: ACCESS_TOKEN_LIFETIME_S });
  }

  /**
   * Verifies the token and re-checks its session on every call, so ending a
   * session, changing the password or suspending the user takes effect on the
   * very next request. Null when any of that fails.
   */
  async resolve(token: string): Promise<SignedInUser | null> {
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    return this.resolvePayload(payload);
  }

  /** For Passport's jwt strategy, which verified the signature already. */
  async resolvePayload(payload: AccessTokenPayload): Promise<SignedInUser | null> {
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    const live = await this.sessions.resolve(payload.sid, payload.sub);
    return live && { user: live.user, sessionId: live.session.id };
  }
}
