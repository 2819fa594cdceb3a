import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS, type AccessRule, type Operation } from '../../common/access/access-table.js';
import { OPERATION_KEY } from '../../common/access/access.decorator.js';
import { requestOf } from '../../common/access/current-user.js';
import { callerAllowed } from '../../common/access/require-access.js';
import type { UserRole } from '../../common/access/roles.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { TOKENS } from '../api-tokens/api-token-rules.js';
import { isReadOnly } from './operation-kind.js';
import { RequestIdentity } from './request-identity.js';
import { setKiosk } from '../../common/access/kiosk-caller.js';

/**
 * The one authentication guard (global): REST and GraphQL alike. Each
 * operation names its row of the access table (`@Access`); one that does not
 * is refused to everyone. The access token is checked here rather than
 * through a Passport strategy: this runs on every request, and Passport's
 * per-request machinery cost more than the check itself (bench hot-path).
 * Passport keeps the sign-in (LocalStrategy). A bearer API token is the other
 * way in: it acts as its owner, and a read-scope one only for queries and GETs.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  private readonly logger = new Logger(AuthGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly identity: RequestIdentity,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const operation = this.reflector.get<Operation | undefined>(
      OPERATION_KEY,
      context.getHandler(),
    );
    const rule = operation && ACCESS[operation];
    if (!rule) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} has no @Access`);
      throw DomainError.forbidden();
    }
    const request = requestOf(context);
    const { credential, signedIn, kiosk } = await this.identity.identify(request);
    // A kiosk key reaches its kiosk's operations only, and only a kiosk key reaches them.
    if (rule.callers === 'kiosk') {
      if (!kiosk) throw signedIn ? DomainError.forbidden() : DomainError.unauthenticated();
      setKiosk(request, kiosk);
      return true;
    }
    if (kiosk) throw DomainError.forbidden();
    // On public operations a valid cookie still identifies the caller; an invalid one is ignored.
    request.user = signedIn ?? undefined;
    if (signedIn?.apiToken?.scope === 'read' && !isReadOnly(context))
      throw DomainError.forbidden(TOKENS.readOnly);
    if (rule.callers === 'public' || (rule.callers === 'optional' && credential === 'none'))
      return true;
    if (!signedIn) throw DomainError.unauthenticated();
    if (!this.rolesAllow(rule, signedIn.user.role)) throw DomainError.forbidden();
    return true;
  }

  /** The guard's line of the role check (the services hold the second). */
  protected rolesAllow(rule: AccessRule, role: UserRole): boolean {
    return callerAllowed(rule, role);
  }
}
