import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error.js';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './auth-cookies.js';
import { requestOf } from './auth.decorators.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit check (global): every state-changing REST call and every
 * GraphQL mutation must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header,
 * which another site's page cannot read. Subscriptions check Origin instead.
 */
@Injectable()
export class XsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!this.changesState(context)) return true;
    const req = requestOf(context);
    const cookie = readCookie(req, XSRF_COOKIE);
    const header = req.headers[XSRF_HEADER];
    if (
      cookie &&
      typeof header === 'string' &&
      cookie.length === header.length &&
      timingSafeEqual(Buffer.from(cookie), Buffer.from(header))
    ) {
      return true;
    }
    throw DomainError.forbidden('Invalid or missing XSRF token. Reload the page and try again.');
  }

  private changesState(context: ExecutionContext): boolean {
    if (context.getType<string>() === 'graphql') {
      return (
        GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation ===
        'mutation'
      );
    }
    return !safeMethods.has(context.switchToHttp().getRequest<{ method: string }>().method);
  }
}
