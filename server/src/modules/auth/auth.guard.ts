import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { DomainError } from '../../common/errors/domain-error.js';
import type { UserRole } from '../users/users.table.js';
import type { SignedInUser } from './access-tokens.js';
import { ACCESS_COOKIE, readCookie } from './auth-cookies.js';
import { ACCESS_KEY, type Access, requestOf, ROLES_KEY } from './auth.decorators.js';

/**
 * The one authentication guard (global): REST and GraphQL alike. Everything
 * requires a signed-in user unless marked @Public or @OptionalAuth; @Roles
 * narrows it further.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.meta<Access>(ACCESS_KEY, context);
    const hasToken = Boolean(readCookie(this.getRequest(context), ACCESS_COOKIE));
    if (access === 'public' || (access === 'optional' && !hasToken)) {
      if (hasToken) await this.tryAuthenticate(context);
      return true;
    }
    await super.canActivate(context);
    const roles = this.meta<UserRole[]>(ROLES_KEY, context);
    const { user } = this.getRequest(context).user as SignedInUser;
    if (roles && !roles.includes(user.role)) throw DomainError.forbidden();
    return true;
  }

  override handleRequest<T>(_error: unknown, user: T | false | null): T {
    if (!user) throw DomainError.unauthenticated();
    return user;
  }

  /** On public operations a valid cookie still identifies the caller; an invalid one is ignored. */
  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    try {
      await super.canActivate(context);
    } catch {
      this.getRequest(context).user = undefined;
    }
  }

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }
}
