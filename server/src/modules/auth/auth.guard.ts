import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '../../common/errors/domain-error.js';
import { TOKENS } from '../api-tokens/api-token-rules.js';
import type { UserRole } from '../users/users.table.js';
import { ACCESS_KEY, type Access, requestOf, ROLES_KEY } from './auth.decorators.js';
import { isReadOnly } from './operation-kind.js';
import { RequestIdentity } from './request-identity.js';

/**
 * The one authentication guard (global): REST and GraphQL alike. Everything
 * requires a signed-in user unless marked @Public or @OptionalAuth; @Roles
 * narrows it further. The access token is checked here rather than through a
 * Passport strategy: this runs on every request, and Passport's per-request
 * machinery cost more than the check itself (bench hot-path). Passport keeps
 * the sign-in (LocalStrategy). A bearer API token is the other way in: it
 * acts as its owner, and a read-scope one only for queries and GETs.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: RequestIdentity,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.meta<Access>(ACCESS_KEY, context);
    const request = requestOf(context);
    const { credential, signedIn } = await this.identity.identify(request);
    // On public operations a valid cookie still identifies the caller; an invalid one is ignored.
    request.user = signedIn ?? undefined;
    if (signedIn?.apiToken?.scope === 'read' && !isReadOnly(context))
      throw DomainError.forbidden(TOKENS.readOnly);
    if (access === 'public' || (access === 'optional' && credential === 'none')) return true;
    if (!signedIn) throw DomainError.unauthenticated();
    const roles = this.meta<UserRole[]>(ROLES_KEY, context);
    if (roles && !roles.includes(signedIn.user.role)) throw DomainError.forbidden();
    return true;
  }

  private meta<T>(key: string, context: ExecutionContext): T | undefined {
    return this.reflector.getAllAndOverride<T>(key, [context.getHandler(), context.getClass()]);
  }
}
