import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy as JwtStrategyBase } from 'passport-jwt';
import { Strategy as LocalStrategyBase } from 'passport-local';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User } from '../users/users.table.js';
import { AccessTokens, accessTokenKey, type SignedInUser } from './access-tokens.js';
import { ACCESS_COOKIE, readCookie } from './auth-cookies.js';
import { AuthService } from './auth.service.js';
import { clientOf } from './client-info.js';

/** Sign-in: e-mail + password from the body (REST) or the mutation's input (GraphQL, see LocalAuthGuard). */
@Injectable()
export class LocalStrategy extends PassportStrategy(LocalStrategyBase, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<User> {
    return this.auth.validateCredentials(email, password, clientOf(req));
  }
}

/** Every other request: the access token from its HttpOnly cookie. */
@Injectable()
export class JwtStrategy extends PassportStrategy(JwtStrategyBase, 'jwt') {
  constructor(
    private readonly tokens: AccessTokens,
    @InjectConfig() config: AppConfig,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        (req: Request) => readCookie(req, ACCESS_COOKIE) ?? null,
      ]),
      // jsonwebtoken takes a KeyObject (see accessTokenKey); passport-jwt's types predate it.
      secretOrKey: accessTokenKey(config.jwtSecret) as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  validate(payload: { sub: string; sid: string }): Promise<SignedInUser | null> {
    return this.tokens.resolvePayload(payload);
  }
}
