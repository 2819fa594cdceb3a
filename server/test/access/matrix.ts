import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  getNamedType,
  type GraphQLField,
  isCompositeType,
  isNonNullType,
  type GraphQLSchema,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ACCESS, type Operation } from '../../src/common/access/access-table.js';
import { attach, type Attachment, type TestClient } from '../support/test-client.js';
import { CALLERS, type CallerName } from './callers.js';
import { expectedOutcome, graphqlOutcome, type Outcome, restOutcome } from './expectations.js';
import { type Endpoint, endpointLabel, type Handler } from './operations.js';
import type { Call, Recipe } from './recipe.js';
import { freshClient, type World } from './world.js';

/** One call whose outcome was not the one the access table promises. */
export interface Mismatch {
  call: string;
  expected: Outcome;
  actual: Outcome;
  answer: string;
}

/**
 * Calls every endpoint of `operation` as every caller and lists where the
 * outcome differs from the access table's promise.
 */
export async function checkOperation(
  w: World,
  operation: Operation,
  handlers: Handler[],
  recipe: Recipe,
  callers: readonly CallerName[] = CALLERS,
): Promise<Mismatch[]> {
  const rule = ACCESS[operation];
  const mismatches: Mismatch[] = [];
  for (const { endpoint } of handlers) {
    for (const caller of callers) {
      const client = recipe.freshClients ? await freshClient(w, caller) : clientOf(w, caller);
      const call = (await recipe.call?.(w, caller)) ?? {};
      const { outcome, answer } = await send(w, endpoint, client, call);
      const expected =
        recipe.answers?.[caller] ?? expectedOutcome(rule, endpoint, caller, recipe.readers);
      if (outcome !== expected)
        mismatches.push({
          call: `${endpointLabel(endpoint)} as ${caller}`,
          expected,
          actual: outcome,
          answer,
        });
    }
  }
  return mismatches;
}

const clientOf = (w: World, caller: CallerName): TestClient | null =>
  caller === 'anonymous' ? null : w.clients[caller];

async function send(
  w: World,
  endpoint: Endpoint,
  client: TestClient | null,
  call: Call,
): Promise<{ outcome: Outcome; answer: string }> {
  const caller = client ?? w.sut.client();
  if (endpoint.transport === 'rest') return sendRest(caller, endpoint, call);
  const schema = w.sut.get<GraphQLSchemaHost>(GraphQLSchemaHost).schema;
  const document = graphqlDocument(schema, endpoint, call);
  if (endpoint.kind === 'subscription') return subscribeOnce(w, client, document, call.args ?? {});
  const uploads = Object.entries(call.uploads ?? {});
  const variables = { ...call.args, ...Object.fromEntries(uploads.map(([n, f]) => [n, nulls(f)])) };
  const res = uploads.length
    ? await caller.graphqlUpload(document, variables, uploadPaths(uploads))
    : await caller.graphql(document, variables);
  const error = res.errors?.[0];
  return {
    // 400: the request itself was refused (parse, validation, variable coercion): the recipe's mistake.
    outcome: res.status === 400 ? 'invalid' : graphqlOutcome(error?.extensions?.code),
    answer: error ? `${error.extensions?.code}: ${error.message}` : `${res.status}`,
  };
}

const nulls = (files: unknown) => (Array.isArray(files) ? files.map(() => null) : null);

function uploadPaths(
  uploads: Array<[string, Attachment | Attachment[]]>,
): Array<[string, Attachment]> {
  return uploads.flatMap(([name, files]) =>
    Array.isArray(files)
      ? files.map((file, i): [string, Attachment] => [`variables.${name}.${i}`, file])
      : [[`variables.${name}`, files] as [string, Attachment]],
  );
}

/** `query Call($a: T!) { field(a: $a) { __typename } }` for the arguments the call gives. */
function graphqlDocument(
  schema: GraphQLSchema,
  endpoint: Endpoint & { transport: 'graphql' },
  call: Call,
): string {
  const root =
    endpoint.kind === 'query'
      ? schema.getQueryType()
      : endpoint.kind === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const field = root?.getFields()[endpoint.field] as GraphQLField<unknown, unknown> | undefined;
  if (!field) throw new Error(`${endpoint.field} is not in the schema`);
  const given = new Set([...Object.keys(call.args ?? {}), ...Object.keys(call.uploads ?? {})]);
  const args = field.args.filter((arg) => given.has(arg.name) || isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${endpoint.kind} Call${declared ? `(${declared})` : ''} { ${endpoint.field}${passed ? `(${passed})` : ''}${selection} }`;
}

async function sendRest(
  client: TestClient,
  endpoint: Endpoint & { transport: 'rest' },
  call: Call,
): Promise<{ outcome: Outcome; answer: string }> {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value =
      call.params?.[name] ?? valueOf(call.args, name) ?? valueOf(call.args?.input, name);
    if (value === undefined) throw new Error(`${endpointLabel(endpoint)}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams(call.query ?? {}).toString();
  const url = query ? `${path}?${query}` : path;
  let res;
  if (call.form) {
    const { fields = {}, files } = call.form;
    res = await client.multipart(
      url,
      (req) => {
        for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
        for (const [name, file] of Object.entries(files)) req = attach(req, name, file);
        return req;
      },
      endpoint.method === 'put' ? 'put' : 'post',
    );
  } else {
    const body =
      endpoint.method === 'get'
        ? undefined
        : (call.body ?? (call.args?.input as object | undefined) ?? undefined);
    res = await client.send(endpoint.method, url, body);
  }
  const message = (res.body as { message?: unknown } | undefined)?.message;
  return {
    outcome: restOutcome(res.status, (res.body ?? {}) as { message?: unknown }),
    answer: `${res.status}${message ? ` ${String(message)}` : ''}`,
  };
}

function valueOf(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const value = (source as Record<string, unknown>)[name];
  return value === undefined || value === null ? undefined : String(value);
}

/** Subscribes as the caller and reports the first error, or allowed once nothing is refused. */
async function subscribeOnce(
  w: World,
  client: TestClient | null,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ outcome: Outcome; answer: string }> {
  const headers: Record<string, string> = { origin: new URL(w.sut.url).origin };
  if (client?.bearer) headers.authorization = `Bearer ${client.bearer}`;
  const access = client?.cookie('access_token');
  if (access) headers.cookie = `access_token=${access}`;
  const ws = createClient({
    url: `${w.sut.url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols: string | string[]) {
        super(url, protocols, { headers });
      }
    },
    retryAttempts: 0,
    lazy: true,
  });
  try {
    return await new Promise((resolve) => {
      const settle = setTimeout(() => resolve({ outcome: 'allowed', answer: 'subscribed' }), 400);
      ws.subscribe(
        { query, variables },
        {
          // A refused subscription arrives as a result with errors, then completes.
          next: (result: {
            errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }>;
          }) => {
            const first = result.errors?.[0];
            if (!first) return;
            clearTimeout(settle);
            const code = first.extensions?.code as string | undefined;
            resolve({ outcome: graphqlOutcome(code), answer: `${code}: ${first.message}` });
          },
          complete: () => undefined,
          error: (error: unknown) => {
            clearTimeout(settle);
            const first = Array.isArray(error)
              ? (error[0] as { message?: string; extensions?: { code?: string } })
              : undefined;
            const code = (error as { code?: number }).code;
            if (first)
              resolve({
                outcome: graphqlOutcome(first.extensions?.code),
                answer: `${first.extensions?.code}: ${first.message}`,
              });
            else if (code === 4401 || code === 4403)
              resolve({
                outcome: code === 4401 ? 'unauthenticated' : 'forbidden',
                answer: `closed ${code}`,
              });
            else resolve({ outcome: 'invalid', answer: `socket error ${String(code ?? error)}` });
          },
        },
      );
    });
  } finally {
    await ws.dispose();
  }
}
