import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../../common/errors/domain-error.js';
import type { UserRole } from '../users/users.table.js';
import { AccessTokens } from './access-tokens.js';
import { ACCESS_COOKIE, readCookie } from './auth-cookies.js';
import { ACCESS_KEY, type Access, requestOf, ROLES_KEY } from './auth.decorators.js';

/**
 * The one authentication guard (global): REST and GraphQL alike. Everything
 * requires a signed-in user unless marked @Public or @OptionalAuth; @Roles
 * narrows it further. The access token is checked here rather than through a
 * Passport strategy: this runs on every request, and Passport's per-request
 * machinery cost more than the check itself (bench hot-path). Passport keeps
 * the sign-in (LocalStrategy).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.meta<Access>(ACCESS_KEY, context);
    const request = requestOf(context);
    const token = readCookie(request, ACCESS_COOKIE);
    const signedIn = token ? await this.tokens.resolve(token) : null;
    // On public operations a valid cookie still identifies the caller; an invalid one is ignored.
    request.user = signedIn ?? undefined;
    if (access === 'public' || (access === 'optional' && !token)) return true;
    if (!signedIn) throw DomainError.unauthenticated();
    const roles = this.meta<UserRole[]>(ROLES_KEY, context);
    if (roles && !roles.includes(signedIn.user.role)) throw DomainError.forbidden();
    return true;
  }

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }
}
