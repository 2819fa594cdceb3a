import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { SessionsService } from '../sessions/sessions.service.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

export const ACCESS_TOKEN_LIFETIME_S = 15 * 60;

interface AccessTokenPayload {
  sub: string;
  sid: string;
  exp: number;
}

/** Tokens whose signature was checked already: a browser sends the same one for up to 15 minutes. */
const VERIFIED_TOKENS_MAX = 20_000;

@Injectable()
export class AccessTokens {
  private readonly verified = new Map<string, AccessTokenPayload>();

  constructor(
    private readonly jwt: JwtService,
    private readonly sessions: SessionsService,
  ) {}

  /** Signed at once: jsonwebtoken's asynchronous form streams an HMAC of a few hundred bytes. */
  issue(userId: string, sessionId: string): string {
    const payload = { sub: userId, sid: sessionId };
    return this.jwt.sign(payload, { expiresIn: ACCESS_TOKEN_LIFETIME_S });
  }

  /**
   * Verifies the token and re-checks its session on every call, so ending a
   * session, changing the password or suspending the user takes effect on the
   * very next request. Null when any of that fails.
   */
  async resolve(token: string): Promise<SignedInUser | null> {
    const payload = this.verify(token);
    if (!payload) return null;
    const live = await this.sessions.resolve(payload.sid, payload.sub);
    return live && { user: live.user, sessionId: live.session.id };
  }

  /** The payload of a well-signed, unexpired token; its signature is checked once. */
  private verify(token: string): AccessTokenPayload | null {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      return null;
    }
    let payload: AccessTokenPayload;
    try {
      payload = this.jwt.verify<AccessTokenPayload>(token, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    // Oldest first (insertion order): when full, forget the one verified longest ago.
    if (this.verified.size >= VERIFIED_TOKENS_MAX)
      this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(token, payload);
    return payload;
  }
}
