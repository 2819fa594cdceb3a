import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { SignedInUser } from './signed-in-user.js';

/** The Express request behind an HTTP, GraphQL or WebSocket call. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** The signed-in user of this request (undefined only on public and optional operations). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    requestOf(context).user as SignedInUser | undefined,
);

/** The user whose e-mail and password LocalAuthGuard just checked (sign-in only). */
export const CredentialsUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => requestOf(context).credentialsUser,
);
