import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

export const USERS_QUERY = `query Users($filter: UserAccountFilter, $page: Int!, $limit: Int!) {
  users(filter: $filter, page: $page, limit: $limit) {
    items { id email role status officeId officeName version }
    pagination { currentPage totalPages totalItems }
  }
}`;

export const UPDATE_USER = `mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    id role status officeId officeName version
    history { field fromValue toValue actorName createdAt }
  }
}`;

export interface UserChange {
  role?: string;
  status?: string;
  officeId?: string | null;
  expectedVersion?: number;
}

export interface ChangeOutcome {
  /** null when the change was made; else the error code (FORBIDDEN, BAD_USER_INPUT, CONFLICT…). */
  code: string | null;
  message?: string;
  fields?: Record<string, string>;
  user?: Record<string, unknown>;
}

const REST_CODES: Record<number, string> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
};

/** An HR change to a user over one transport, read into the same shape for both. */
export async function changeUser(
  transport: 'graphql' | 'rest',
  client: TestClient,
  id: string,
  change: UserChange,
): Promise<ChangeOutcome> {
  if (transport === 'graphql') {
    const res = await client.graphql<{ updateUser: Record<string, unknown> }>(UPDATE_USER, {
      input: { id, ...change },
    });
    const error = res.errors?.[0];
    if (error)
      return {
        code: error.extensions?.code ?? 'UNKNOWN',
        message: error.message,
        fields: error.extensions?.fields,
      };
    return { code: null, user: res.data!.updateUser };
  }
  const res = await client.put(`/api/users/${id}`, change);
  if (res.status !== 200)
    return {
      code: REST_CODES[res.status] ?? String(res.status),
      message: res.body.message,
      fields: res.body.fields,
    };
  return { code: null, user: res.body.user };
}

/** The demo accounts' shared password (from DATA_DIR/demo-credentials.txt). */
export function demoPassword(sut: TestApp): string {
  const text = readFileSync(join(sut.config.dataDir, 'demo-credentials.txt'), 'utf8');
  const password = /^\S+\s+hr@demo\.local\s+(\S+)$/m.exec(text)?.[1];
  if (!password) throw new Error('no demo password');
  return password;
}
