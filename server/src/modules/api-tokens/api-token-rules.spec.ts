import { describe, expect, it } from '@jest/globals';
import type { User } from '../users/users.table.js';
import { creationRefusal, ownerMayUseTokens, TOKENS } from './api-token-rules.js';
import { hashApiToken, looksLikeApiToken, newApiTokenSecret } from './api-token-secret.js';

const user = (role: User['role'], status: User['status'] = 'active') => ({ role, status }) as User;

describe('creationRefusal', () => {
  it.each(['hr', 'office', 'admin'] as const)('lets %s choose 30, 90 or 365 days', (role) => {
    for (const days of [30, 90, 365]) expect(creationRefusal(user(role), days)).toBeNull();
  });

  it('refuses students whatever the expiry', () => {
    expect(creationRefusal(user('student'), 30)).toBe(TOKENS.studentsCannot);
  });

  it('keeps "no expiry" to admins', () => {
    expect(creationRefusal(user('admin'), null)).toBeNull();
    expect(creationRefusal(user('hr'), null)).toBe(TOKENS.noExpiryAdminOnly);
  });

  it('refuses other expiries', () => {
    expect(creationRefusal(user('hr'), 7)).toBe(TOKENS.expiryChoices);
  });
});

describe('ownerMayUseTokens', () => {
  it('holds for active staff only', () => {
    expect(ownerMayUseTokens(user('office'))).toBe(true);
    expect(ownerMayUseTokens(user('hr', 'suspended'))).toBe(false);
    expect(ownerMayUseTokens(user('student'))).toBe(false);
  });
});

describe('newApiTokenSecret', () => {
  it('makes a recognisable token, a prefix of it, and a hash that is not it', () => {
    const sut = newApiTokenSecret();
    expect(looksLikeApiToken(sut.token)).toBe(true);
    expect(sut.token.startsWith(sut.prefix)).toBe(true);
    expect(sut.hash).toBe(hashApiToken(sut.token));
    expect(sut.hash).not.toContain(sut.token.slice(sut.prefix.length));
    expect(newApiTokenSecret().token).not.toBe(sut.token);
  });
});
