import { randomUUID } from 'node:crypto';
import type { Operation } from '../../../src/common/access/access-table.js';
import { newApiTokenSecret } from '../../../src/modules/api-tokens/api-token-secret.js';
import { ApiTokensRepository } from '../../../src/modules/api-tokens/api-tokens.repository.js';
import { createApiToken } from '../../support/api-tokens.js';
import { ACCOUNT_OF, type CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { accountOf } from './auth.js';

/**
 * A token of the caller's own account for one call alone: made by the
 * account's signed-in client (HR's for the tokens). Students never make
 * tokens: one straight in the database stands for a token of theirs.
 */
async function freshTokenOf(w: World, caller: CallerName): Promise<string> {
  if (caller === 'anonymous') return randomUUID();
  const account = ACCOUNT_OF[caller];
  if (account === 'applicant' || account === 'scholar') {
    const { prefix, hash } = newApiTokenSecret();
    const row = await w.sut.get<ApiTokensRepository>(ApiTokensRepository).insert({
      userId: accountOf(w, caller).id,
      name: 'Old script',
      prefix,
      secretHash: hash,
      scope: 'read',
      expiresAt: null,
    });
    return row.id;
  }
  return (await createApiToken(w.clients[account], { name: 'To revoke' })).id;
}

/** A token of office A's staff member's, for HR's list of their tokens. */
const officeAToken = oncePerWorld(
  async (w) => (await createApiToken(w.clients.officeA, { name: 'Office script' })).id,
);

export const apiTokensRecipes: Partial<Record<Operation, Recipe>> = {
  // HR's tokens are the world's; HR's account is theirs, not their admin's.
  myApiTokens: {
    list: {
      record: (w) => w.tokenIds.read,
      select: '{ id }',
      readers: ['hr', 'readToken', 'writeToken'],
    },
  },
  apiTokens: {
    // Office A's staff's tokens: the staff member's own id must not let them in.
    call: (w) => ({
      args: { userId: w.accounts.officeA.id },
      params: { id: w.accounts.officeA.id },
    }),
    // HR's role is the list's scope.
    list: { record: officeAToken, select: '{ id }' },
  },
  createApiToken: {
    call: () => ({ args: { input: { name: 'Access test', scope: 'read', expiresInDays: 30 } } }),
    // A token never makes tokens (a leaked one must not outlive its revocation through them):
    // the service's own refusal of any bearer caller, whatever the role allows.
    answers: { writeToken: 'forbidden' },
  },
  revokeApiToken: {
    call: async (w, caller) => ({ args: { id: await freshTokenOf(w, caller) } }),
  },
};
