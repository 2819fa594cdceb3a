import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getNamedType, type GraphQLField, isCompositeType, isNonNullType } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ACCESS, type Operation } from '../../src/common/access/access-table.js';
import { attach, type Attachment, type TestClient } from '../support/test-client.js';
import { CALLERS, type CallerName } from './callers.js';
import { expectedOutcome, graphqlOutcome, type Outcome, restOutcome } from './expectations.js';
import { bodyHoldsRows, fieldAnswersRows, listReaders, textOf } from './listing.js';
import { type Endpoint, endpointLabel, type Handler } from './operations.js';
import type { Call, Recipe } from './recipe.js';
import { freshClient, type World } from './world.js';

/**
 * One call whose outcome was not the one the access table promises: an
 * outcome, or for an allowed list whether the world's record is in it.
 */
export interface Mismatch {
  call: string;
  expected: string;
  actual: string;
  answer: string;
}

/**
 * Calls every endpoint of `operation` as every caller and lists where the
 * outcome differs from the access table's promise, and where an allowed
 * list shows the world's record to a caller out of its scope or hides it
 * from one in it.
 */
export async function checkOperation(
  w: World,
  operation: Operation,
  handlers: Handler[],
  recipe: Recipe,
  callers: readonly CallerName[] = CALLERS,
): Promise<Mismatch[]> {
  const rule = ACCESS[operation];
  const listing = recipe.list;
  const mark = await listing?.record(w);
  const mismatches: Mismatch[] = [];
  for (const { endpoint } of handlers) {
    let unlisted = false;
    for (const caller of callers) {
      const client = recipe.freshClients ? await freshClient(w, caller) : clientOf(w, caller);
      const call = (await recipe.call?.(w, caller)) ?? {};
      const { outcome, answer, content } = await send(w, endpoint, client, call, listing?.select);
      const expected =
        recipe.answers?.[caller] ?? expectedOutcome(rule, endpoint, caller, recipe.readers);
      const label = `${endpointLabel(endpoint)} as ${caller}`;
      if (outcome !== expected) {
        mismatches.push({ call: label, expected, actual: outcome, answer });
      } else if (outcome === 'allowed' && listing && mark !== undefined) {
        const text = await textOf(content);
        const listed = text.includes(mark);
        if (listed !== listReaders(rule, listing).includes(caller))
          mismatches.push({
            call: `${label}, the record ${mark}`,
            expected: listed ? 'not listed' : 'listed',
            actual: listed ? 'listed' : 'not listed',
            answer: text.slice(0, 400),
          });
      } else if (outcome === 'allowed' && rule.reach !== 'record')
        unlisted ||= answersRows(w, endpoint, content);
    }
    if (unlisted)
      mismatches.push({
        call: endpointLabel(endpoint),
        expected: 'a `list` in its recipe',
        actual: 'rows, none in the recipe',
        answer: 'it answers rows: say in its recipe where the world’s record is in them',
      });
  }
  return mismatches;
}

const clientOf = (w: World, caller: CallerName): TestClient | null =>
  caller === 'anonymous' ? null : w.clients[caller];

/** What a call came to, and what an allowed one answered (the GraphQL field's data, the REST body or file). */
interface Sent {
  outcome: Outcome;
  answer: string;
  content?: unknown;
}

async function send(
  w: World,
  endpoint: Endpoint,
  client: TestClient | null,
  call: Call,
  select: string | undefined,
): Promise<Sent> {
  const caller = client ?? w.sut.client();
  if (endpoint.transport === 'rest') return sendRest(caller, endpoint, call);
  const document = graphqlDocument(rootField(w, endpoint), endpoint, call, select);
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
    content: res.data?.[endpoint.field],
  };
}

function rootField(
  w: World,
  endpoint: Endpoint & { transport: 'graphql' },
): GraphQLField<unknown, unknown> {
  const schema = w.sut.get<GraphQLSchemaHost>(GraphQLSchemaHost).schema;
  const root =
    endpoint.kind === 'query'
      ? schema.getQueryType()
      : endpoint.kind === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  const field = root?.getFields()[endpoint.field];
  if (!field) throw new Error(`${endpoint.field} is not in the schema`);
  return field;
}

/** Whether a read answers rows: a GraphQL query by its type, a GET by its answer. */
function answersRows(w: World, endpoint: Endpoint, content: unknown): boolean {
  if (endpoint.transport === 'rest') return endpoint.method === 'get' && bodyHoldsRows(content);
  return endpoint.kind === 'query' && fieldAnswersRows(rootField(w, endpoint));
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

/**
 * `query Call($a: T!) { field(a: $a) { __typename } }` for the arguments the
 * call gives, selecting `select` instead where the list check reads the answer.
 */
function graphqlDocument(
  field: GraphQLField<unknown, unknown>,
  endpoint: Endpoint & { transport: 'graphql' },
  call: Call,
  select: string | undefined,
): string {
  const given = new Set([...Object.keys(call.args ?? {}), ...Object.keys(call.uploads ?? {})]);
  const args = field.args.filter((arg) => given.has(arg.name) || isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type))
    ? ` ${select ?? '{ __typename }'}`
    : '';
  return `${endpoint.kind} Call${declared ? `(${declared})` : ''} { ${endpoint.field}${passed ? `(${passed})` : ''}${selection} }`;
}

async function sendRest(
  client: TestClient,
  endpoint: Endpoint & { transport: 'rest' },
  call: Call,
): Promise<Sent> {
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
    content: contentOf(res),
  };
}

/** The JSON, a CSV's text or a file's bytes (supertest keeps a PDF as a Buffer). */
function contentOf(res: { type: string; body: unknown; text: string }): unknown {
  if (res.type === 'text/csv') return res.text;
  return res.type === 'application/json' || Buffer.isBuffer(res.body) ? res.body : undefined;
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
    connectionParams: client?.kioskKey ? { kioskKey: client.kioskKey } : undefined,
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
