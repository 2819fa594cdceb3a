import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as LocalStrategyBase } from 'passport-local';
import type { User } from '../users/users.table.js';
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
