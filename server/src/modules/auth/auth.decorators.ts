import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
import type { UserRole } from '../users/users.table.js';
import type { SignedInUser } from './access-tokens.js';

export type Access = 'public' | 'optional';
export const ACCESS_KEY = 'auth:access';
export const ROLES_KEY = 'auth:roles';

/** Anyone may call this; a stale access cookie is ignored (sign-in, sign-up, …). */
export const Public = () => SetMetadata(ACCESS_KEY, 'public' satisfies Access);

/** Anyone may call this, but a stale access token is answered 401 so the client refreshes (the current-user query). */
export const OptionalAuth = () => SetMetadata(ACCESS_KEY, 'optional' satisfies Access);

/** Only these roles may call this (checked after authentication; services still check each object). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/** The Express request behind an HTTP, GraphQL or WebSocket call. */
export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') {
    return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  }
  return context.switchToHttp().getRequest<Request>();
}

/** The signed-in user of this request (undefined only on @Public/@OptionalAuth operations). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    requestOf(context).user as SignedInUser | undefined,
);

/** The user whose e-mail and password LocalAuthGuard just checked (sign-in only). */
export const CredentialsUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => requestOf(context).credentialsUser,
);
