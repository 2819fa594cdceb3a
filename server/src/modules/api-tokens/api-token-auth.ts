import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { LiveCache } from '../../pubsub/live-cache.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { FailureThrottleService } from '../rate-limit/failure-throttle.service.js';
import { SESSIONS_ENDED_TOPIC } from '../sessions/session-sockets.js';
import { USER_CHANGED_TOPIC } from '../users/user-topics.js';
import type { User } from '../users/users.table.js';
import { hashApiToken, looksLikeApiToken } from './api-token-secret.js';
import { ApiTokenLimits, unknownTokenRule } from './api-token-limits.js';
import { ownerMayUseTokens, TOKENS } from './api-token-rules.js';
import { ApiTokenUsage } from './api-token-usage.js';
import { ApiTokensRepository, type ApiTokenView } from './api-tokens.repository.js';
import type { ApiTokenScope } from './api-tokens.table.js';

/** Who a bearer token acts for, and how far. */
export interface TokenHolder {
  user: User;
  token: { id: string; scope: ApiTokenScope };
}

type LiveToken = { token: ApiTokenView; user: User };

/** Like the sessions' cache (SessionsService): the same lifetime bound, the same invalidations. */
const LIVE_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

/**
 * Resolves `Authorization: Bearer` tokens on every request without touching
 * the database once a token is known: tokens with their owners are cached per
 * instance and dropped on every instance when a token is revoked (published
 * on the sessions' "ended" topic, which also closes its sockets) or its
 * owner's row changes (suspension, role).
 */
@Injectable()
export class ApiTokenAuth implements OnModuleInit, OnModuleDestroy {
  private readonly live: LiveCache<LiveToken>;

  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly throttles: FailureThrottleService,
    private readonly limits: ApiTokenLimits,
    private readonly usage: ApiTokenUsage,
    private readonly clock: Clock,
    @InjectPubSub() pubSub: PubSubEngine,
  ) {
    this.live = new LiveCache(pubSub, LIVE_CACHE);
  }

  async onModuleInit(): Promise<void> {
    await this.live.listen(SESSIONS_ENDED_TOPIC, (ids: string[]) => this.forget(ids));
    await this.live.listen(USER_CHANGED_TOPIC, (userId: string) =>
      this.live.deleteWhere((live) => live.user.id === userId),
    );
  }

  onModuleDestroy(): void {
    this.live.close();
  }

  /**
   * The holder of a live token, counted against its limit. Unknown, expired
   * and revoked tokens all answer the same 401; unknown ones count as guesses
   * against the caller's address.
   */
  async resolve(secret: string, ip: string): Promise<TokenHolder> {
    const hash = hashApiToken(secret);
    const live = await this.live.get(hash, () => this.lookUp(secret, hash, ip));
    const expired = live?.token.expiresAt && live.token.expiresAt <= this.clock.now();
    if (!live || live.token.revokedAt || expired || !ownerMayUseTokens(live.user))
      throw DomainError.unauthenticated(TOKENS.invalid);
    this.limits.consume(live.token.id);
    this.usage.record(live.token.id, ip);
    return { user: live.user, token: { id: live.token.id, scope: live.token.scope } };
  }

  /** Drops revoked tokens from this instance's cache at once (the published message does it elsewhere). */
  forget(tokenIds: string[]): void {
    const ids = new Set(tokenIds);
    this.live.deleteWhere((live) => ids.has(live.token.id));
  }

  /** A cache miss: throttled per address, since a miss is what guessing looks like. */
  private async lookUp(secret: string, hash: string, ip: string): Promise<LiveToken | undefined> {
    const perAddress = { rule: unknownTokenRule, subject: ip };
    const admission = await this.throttles.admit([perAddress]);
    try {
      const found = looksLikeApiToken(secret)
        ? await this.tokens.findUnrevokedWithOwner(hash)
        : undefined;
      if (!found) await admission.recordFailure(perAddress);
      return found;
    } finally {
      admission.release();
    }
  }
}
