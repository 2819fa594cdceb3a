import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { DomainError, type ErrorCode } from '../src/common/errors/domain-error.js';
import { Access } from '../src/common/access/access.decorator.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// A throwaway route and query that raise whatever the test asks for, so the
// real filter and mappers are exercised end to end on both transports.
function raise(kind: string): never {
  if (kind === 'bug') throw new Error('relation "secret_table" does not exist');
  if (kind === 'http') throw new BadRequestException('Malformed body');
  // What Drizzle throws when node-postgres cannot reach the server.
  if (kind === 'database-down')
    throw new Error('Failed query: select "id" from "users"', {
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
        code: 'ECONNREFUSED',
      }),
    });
  if (kind === 'fields')
    throw DomainError.badInput('Please fix the errors', { firstname: 'First name is required' });
  throw new DomainError(kind as ErrorCode, `raised ${kind}`);
}

@Controller('test-errors')
class ThrowingController {
  // Any public operation's row: these stand-ins test the error model, not access.
  @Access('health')
  @Get(':kind')
  raise(@Param('kind') kind: string): never {
    raise(kind);
  }
}

@Resolver()
class ThrowingResolver {
  @Access('health')
  @Query(() => String)
  raiseError(@Args('kind') kind: string): string {
    raise(kind);
  }
}

describe('error model', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ controllers: [ThrowingController], providers: [ThrowingResolver] });
  });
  afterAll(() => sut.close());

  const cases: Array<[ErrorCode, number]> = [
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['BAD_USER_INPUT', 400],
    ['CONFLICT', 409],
    ['RATE_LIMITED', 429],
    ['SERVICE_UNAVAILABLE', 503],
  ];

  it.each(cases)('maps %s to REST status %i with { message, code }', async (code, status) => {
    const res = await sut.http().get(`/api/test-errors/${code}`);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message: `raised ${code}`, code });
  });

  it.each(cases)('maps %s to a GraphQL error with extensions.code', async (code) => {
    const res = await sut.graphql(`query($kind: String!) { raiseError(kind: $kind) }`, {
      kind: code,
    });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]).toMatchObject({ message: `raised ${code}`, extensions: { code } });
  });

  it('carries per-field messages on both transports', async () => {
    const rest = await sut.http().get('/api/test-errors/fields').expect(400);
    expect(rest.body.fields).toEqual({ firstname: 'First name is required' });
    const gql = await sut.graphql(`{ raiseError(kind: "fields") }`);
    expect(gql.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { firstname: 'First name is required' },
    });
  });

  it("reads Nest's HTTP exceptions as domain errors", async () => {
    const res = await sut.http().get('/api/test-errors/http').expect(400);
    expect(res.body).toEqual({ message: 'Malformed body', code: 'BAD_USER_INPUT' });
  });

  it('answers 503 SERVICE_UNAVAILABLE, not a 500, when the database cannot be reached (REST)', async () => {
    const res = await sut.http().get('/api/test-errors/database-down').expect(503);
    expect(res.body).toEqual({
      message: expect.stringMatching(/briefly unavailable.*try again/),
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|users/);
  });

  // The HTTP status stays 200 (as for every error after execution started) so clients read the code.
  it('answers extensions.code SERVICE_UNAVAILABLE when the database cannot be reached (GraphQL)', async () => {
    const res = await sut.graphql(`{ raiseError(kind: "database-down") }`);
    expect(res.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/briefly unavailable.*try again/),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      }),
    ]);
  });

  it('answers an unexpected error generically over REST, with the request id and no internals', async () => {
    const res = await sut.http().get('/api/test-errors/bug').expect(500);
    expect(res.body).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: res.headers['x-request-id'],
    });
    expect(JSON.stringify(res.body)).not.toContain('secret_table');
  });

  it('answers an unexpected error generically over GraphQL, without a stack trace', async () => {
    const res = await sut.graphql(`{ raiseError(kind: "bug") }`);
    const [error] = res.errors ?? [];
    expect(error?.message).toBe('Something went wrong. Please try again.');
    expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error?.extensions?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res)).not.toMatch(/secret_table|stacktrace/);
  });
});
