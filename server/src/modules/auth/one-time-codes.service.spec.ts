import { describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import type { OneTimeCodesRepository } from './one-time-codes.repository.js';
import { CODE_LIFETIME_MS, OneTimeCodesService } from './one-time-codes.service.js';

function fakeRepository() {
  const calls: string[] = [];
  const repository = {
    calls,
    voidUnused: jest.fn(async (_userId: string, _purpose: string) => {
      calls.push('void');
    }),
    insert: jest.fn(async (row: Record<string, unknown>) => {
      calls.push('insert');
      return row;
    }),
    consume: jest.fn(async (_hash: string, _purposes: string[]) => undefined),
  };
  return repository;
}

const serviceOn = (repository: ReturnType<typeof fakeRepository>) =>
  new OneTimeCodesService(repository as unknown as OneTimeCodesRepository);

const sha256 = (code: string) => createHash('sha256').update(code).digest('base64url');

describe(OneTimeCodesService.name, () => {
  it('issues a 256-bit code and stores only its hash', async () => {
    const repository = fakeRepository();
    const { code } = await serviceOn(repository).issue('user-1', 'verify_email');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = repository.insert.mock.calls[0]![0];
    expect(stored).toMatchObject({
      userId: 'user-1',
      purpose: 'verify_email',
      codeHash: sha256(code),
    });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('voids the older unused codes of the purpose before issuing a new one', async () => {
    const repository = fakeRepository();
    await serviceOn(repository).issue('user-1', 'reset_password');
    expect(repository.voidUnused).toHaveBeenCalledWith('user-1', 'reset_password');
    expect(repository.calls).toEqual(['void', 'insert']);
  });

  it.each([
    ['verify_email', 24 * 3600_000],
    ['change_email', 24 * 3600_000],
    ['reset_password', 3600_000],
  ] as const)('lets a %s code live %i ms', async (purpose, lifetime) => {
    expect(CODE_LIFETIME_MS[purpose]).toBe(lifetime);
    const before = Date.now();
    const { expiresAt } = await serviceOn(fakeRepository()).issue('user-1', purpose);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(before + lifetime);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + lifetime);
  });

  it('looks a code up by its hash and purposes', async () => {
    const repository = fakeRepository();
    const code = 'a'.repeat(43);
    await serviceOn(repository).consume(code, ['verify_email', 'change_email']);
    expect(repository.consume).toHaveBeenCalledWith(sha256(code), ['verify_email', 'change_email']);
  });

  it.each(['', 'short', 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`])(
    'refuses the malformed code %j without asking the database',
    async (code) => {
      const repository = fakeRepository();
      await expect(
        serviceOn(repository).consume(code, ['reset_password']),
      ).resolves.toBeUndefined();
      expect(repository.consume).not.toHaveBeenCalled();
    },
  );
});
