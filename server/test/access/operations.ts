import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCESS, type Operation } from '../../src/common/access/access-table.js';
import { OPERATION_KEY } from '../../src/common/access/access.decorator.js';
import type { TestApp } from '../support/test-app.js';

export type Endpoint =
  | { transport: 'graphql'; kind: 'query' | 'mutation' | 'subscription'; field: string }
  | { transport: 'rest'; method: 'get' | 'post' | 'put' | 'delete'; path: string };

export interface Handler {
  /** `Class.method`, for messages. */
  name: string;
  endpoint: Endpoint;
  operation: string | undefined;
}

const GRAPHQL_KINDS: Record<string, 'query' | 'mutation' | 'subscription'> = {
  Query: 'query',
  Mutation: 'mutation',
  Subscription: 'subscription',
};

export const endpointLabel = (endpoint: Endpoint) =>
  endpoint.transport === 'graphql'
    ? `${endpoint.kind} ${endpoint.field}`
    : `${endpoint.method.toUpperCase()} ${endpoint.path}`;

const joinPath = (...parts: Array<string | undefined>) =>
  '/' +
  parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/');

/**
 * Every resolver operation and REST route of the running app, found the way
 * Nest finds them (the metadata of every controller and provider), with the
 * access-table row each names: nothing is listed by hand, so a new one is
 * covered (or fails the test) without anyone writing a test for it.
 */
export function discoverHandlers(sut: TestApp): Handler[] {
  const handlers: Handler[] = [];
  const seen = new Set<unknown>();
  for (const module of sut.get<ModulesContainer>(ModulesContainer).values()) {
    const wrappers = [...module.controllers.values(), ...module.providers.values()];
    for (const wrapper of wrappers) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type || typeof type !== 'function' || !type.prototype || seen.has(type)) continue;
      seen.add(type);
      const controllerPath = module.controllers.has(wrapper.token)
        ? (Reflect.getMetadata(PATH_METADATA, type) as string | undefined)
        : undefined;
      for (const key of Object.getOwnPropertyNames(type.prototype)) {
        if (key === 'constructor') continue;
        const method = Object.getOwnPropertyDescriptor(type.prototype, key)?.value as unknown;
        if (typeof method !== 'function') continue;
        const endpoint = endpointOf(method, key, controllerPath);
        if (!endpoint) continue;
        handlers.push({
          name: `${type.name}.${key}`,
          endpoint,
          operation: Reflect.getMetadata(OPERATION_KEY, method) as string | undefined,
        });
      }
    }
  }
  return handlers;
}

function endpointOf(
  method: object,
  key: string,
  controllerPath: string | undefined,
): Endpoint | undefined {
  const resolverType = Reflect.getMetadata('graphql:resolver_type', method) as string | undefined;
  const kind = resolverType && GRAPHQL_KINDS[resolverType];
  if (kind) {
    const field =
      (Reflect.getMetadata('graphql:resolver_name', method) as string | undefined) ?? key;
    return { transport: 'graphql', kind, field };
  }
  if (controllerPath === undefined) return undefined;
  const path = Reflect.getMetadata(PATH_METADATA, method) as string | undefined;
  const verb = Reflect.getMetadata(METHOD_METADATA, method) as RequestMethod | undefined;
  if (path === undefined || verb === undefined) return undefined;
  const methods: Partial<Record<RequestMethod, 'get' | 'post' | 'put' | 'delete'>> = {
    [RequestMethod.GET]: 'get',
    [RequestMethod.POST]: 'post',
    [RequestMethod.PUT]: 'put',
    [RequestMethod.DELETE]: 'delete',
  };
  const name = methods[verb];
  if (!name) throw new Error(`${key}: the access test does not know HTTP method ${verb}`);
  return { transport: 'rest', method: name, path: joinPath('api', controllerPath, path) };
}

export const isOperation = (name: string | undefined): name is Operation =>
  name !== undefined && Object.hasOwn(ACCESS, name);
