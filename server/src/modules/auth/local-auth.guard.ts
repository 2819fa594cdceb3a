import { type ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { requestOf } from '../../common/access/current-user.js';

/**
 * Runs Passport's local strategy for sign-in. For the GraphQL mutation the
 * credentials come from `input`, so they are presented to Passport as the body.
 */
@Injectable()
export class LocalAuthGuard extends PassportAuthGuard('local') {
  // One view per call, so Passport and this guard see the same object.
  private readonly views = new WeakMap<ExecutionContext, Request>();

  override getRequest(context: ExecutionContext): Request {
    const req = requestOf(context);
    if (context.getType<string>() !== 'graphql') return req;
    let view = this.views.get(context);
    if (!view) {
      const { input } = GqlExecutionContext.create(context).getArgs<{ input: unknown }>();
      // A prototype-linked view with another body: the shared request object is left alone.
      view = Object.create(req) as Request;
      view.body = input;
      this.views.set(context, view);
    }
    return view;
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = this.getRequest(context);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const missing = {
      ...(typeof body.email === 'string' && body.email.trim()
        ? {}
        : { email: 'Email is required' }),
      ...(typeof body.password === 'string' && body.password
        ? {}
        : { password: 'Password is required' }),
    };
    if (Object.keys(missing).length > 0)
      throw DomainError.badInput(Object.values(missing)[0]!, missing);
    await super.canActivate(context);
    requestOf(context).credentialsUser = req.credentialsUser;
    return true;
  }

  // Kept apart from req.user, which holds the (possibly different) signed-in user of the access cookie.
  override getAuthenticateOptions() {
    return { property: 'credentialsUser', session: false };
  }

  override handleRequest<T>(error: unknown, user: T | false): T {
    if (error) throw error;
    if (!user) throw DomainError.unauthenticated('Invalid email or password');
    return user;
  }
}
