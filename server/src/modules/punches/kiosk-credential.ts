import { Global, Injectable, Module } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  KIOSK_KEY_INVALID,
  KioskKeys,
  type KioskCaller,
} from '../../common/access/kiosk-caller.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { randomToken } from '../../common/random-token.js';
import { DbContext } from '../../db/db-context.js';
import { kiosks } from './punches.table.js';

const KIOSK_KEY_PREFIX = 'sasm_kiosk_';
const KIOSK_KEY_PATTERN = /^sasm_kiosk_[A-Za-z0-9_-]{43}$/;

/** A new key (256 random bits) and the hash that is stored. */
export function newKioskKey(): { key: string; hash: string } {
  const key = `${KIOSK_KEY_PREFIX}${randomToken(32)}`;
  return { key, hash: hashKioskKey(key) };
}

/** A fast hash is enough: the key has 256 random bits, nothing to brute-force. */
const hashKioskKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Resolves a kiosk key to its kiosk on every request, from the database: a
 * revoked key stops at once, on every instance.
 */
@Injectable()
export class KioskAuth extends KioskKeys {
  constructor(private readonly context: DbContext) {
    super();
  }

  async resolve(key: string): Promise<KioskCaller> {
    if (!KIOSK_KEY_PATTERN.test(key)) throw DomainError.unauthenticated(KIOSK_KEY_INVALID);
    const [kiosk] = await this.context.db
      .select({ id: kiosks.id, officeId: kiosks.officeId })
      .from(kiosks)
      .where(and(eq(kiosks.keyHash, hashKioskKey(key)), isNull(kiosks.revokedAt)));
    if (!kiosk) throw DomainError.unauthenticated(KIOSK_KEY_INVALID);
    return kiosk;
  }
}

/** Global, so the request identity (auth) resolves kiosk keys through KioskKeys without importing this domain. */
@Global()
@Module({ providers: [{ provide: KioskKeys, useClass: KioskAuth }], exports: [KioskKeys] })
export class KioskCredentialModule {}
