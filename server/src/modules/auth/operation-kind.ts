import type { ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GraphQLResolveInfo, OperationTypeNode } from 'graphql';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** query, mutation or subscription for GraphQL; undefined for REST. */
export function graphqlOperationOf(context: ExecutionContext): OperationTypeNode | undefined {
  if (context.getType<string>() !== 'graphql') return undefined;
  return GqlExecutionContext.create(context).getInfo<GraphQLResolveInfo>().operation.operation;
}

/** A REST call with a state-changing method. */
export function isUnsafeHttpMethod(context: ExecutionContext): boolean {
  return !safeMethods.has(context.switchToHttp().getRequest<{ method: string }>().method);
}

/** What a read-scope API token may do: GraphQL queries and safe REST methods. */
export function isReadOnly(context: ExecutionContext): boolean {
  const operation = graphqlOperationOf(context);
  return operation ? operation === 'query' : !isUnsafeHttpMethod(context);
}
