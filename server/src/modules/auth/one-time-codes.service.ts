import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { randomToken } from '../../common/random-token.js';
import { OneTimeCodesRepository } from './one-time-codes.repository.js';
import type { OneTimeCode, OneTimeCodePurpose } from './one-time-codes.table.js';

export const CODE_LIFETIME_MS: Record<OneTimeCodePurpose, number> = {
  verify_email: 24 * 3600_000,
  change_email: 24 * 3600_000,
  reset_password: 3600_000,
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('base64url');

/** Single-use link codes: 256 random bits, stored hashed, expiring per purpose. */
@Injectable()
export class OneTimeCodesService {
  constructor(private readonly codes: OneTimeCodesRepository) {}

  /** Issues a new code (voiding older unused ones of the same purpose); returns the code and its expiry. */
  async issue(
    userId: string,
    purpose: OneTimeCodePurpose,
    email?: string,
  ): Promise<{ code: string; expiresAt: Date }> {
    await this.codes.voidUnused(userId, purpose);
    const code = randomToken(32);
    const expiresAt = new Date(Date.now() + CODE_LIFETIME_MS[purpose]);
    await this.codes.insert({ userId, purpose, codeHash: hashCode(code), email, expiresAt });
    return { code, expiresAt };
  }

  /** Uses up a code of one of `purposes`; undefined when it is unknown, used or expired. */
  consume(code: string, purposes: OneTimeCodePurpose[]): Promise<OneTimeCode | undefined> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(code)) return Promise.resolve(undefined);
    return this.codes.consume(hashCode(code), purposes);
  }

  void(userId: string, purpose: OneTimeCodePurpose): Promise<void> {
    return this.codes.voidUnused(userId, purpose);
  }

  /** Call inside a transaction: holds off other issuers of this purpose for this user until it ends. */
  lockIssuing(userId: string, purpose: OneTimeCodePurpose): Promise<void> {
    return this.codes.lockIssuing(userId, purpose);
  }

  lastIssuedAt(userId: string, purpose: OneTimeCodePurpose): Promise<Date | undefined> {
    return this.codes.lastIssuedAt(userId, purpose);
  }
}
