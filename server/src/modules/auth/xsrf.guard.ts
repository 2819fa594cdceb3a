import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error.js';
import { readCookie, XSRF_COOKIE, XSRF_HEADER } from './auth-cookies.js';
import { graphqlOperationOf, isUnsafeHttpMethod } from './operation-kind.js';
import { bearerTokenOf } from './request-identity.js';
import { requestOf } from '../../common/access/current-user.js';

/**
 * Double-submit check (global): every state-changing REST call and every
 * GraphQL mutation must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header,
 * which another site's page cannot read. Subscriptions check Origin instead.
 * Bearer requests are exempt: a browser never adds that header to a forged
 * request, and AuthGuard refuses one that also carries a session cookie.
 */
@Injectable()
export class XsrfGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (!this.changesState(context)) return true;
    const req = requestOf(context);
    if (bearerTokenOf(req)) return true;
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
    const operation = graphqlOperationOf(context);
    return operation ? operation === 'mutation' : isUnsafeHttpMethod(context);
  }
}
