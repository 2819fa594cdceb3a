import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { LiveCache } from '../../pubsub/live-cache.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { USER_CHANGED_TOPIC } from '../users/user-topics.js';
import type { User } from '../users/users.table.js';
import {
  formatRefreshToken,
  hashSecret,
  newRefreshSecret,
  parseRefreshToken,
  sameHash,
} from './refresh-token.js';
import { SESSIONS_ENDED_TOPIC } from './session-sockets.js';
import { SessionsRepository } from './sessions.repository.js';
import type { Session } from './sessions.table.js';

export const SESSION_LIFETIME_MS = 30 * 24 * 3600_000;
/** Two tabs refreshing with the same token at once is a race, not theft. */
const ROTATION_GRACE_MS = 30_000;
/**
 * Live sessions with their users, per instance, so a signed-in read costs no
 * database query. Ending a session and changing a user are published to every
 * instance before the change is answered; the lifetime only bounds what a
 * lost message could leave behind.
 */
const LIVE_CACHE = { ttlMs: 30_000, maxEntries: 50_000 };

type LiveSession = { session: Session; user: User };

export interface SessionListItem {
  id: string;
  userAgent: string;
  createdAt: Date;
  lastUsedAt: Date;
  isCurrent: boolean;
}

@Injectable()
export class SessionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Sessions');
  private readonly live: LiveCache<LiveSession>;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly context: DbContext,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {
    this.live = new LiveCache(pubSub, LIVE_CACHE);
  }

  async onModuleInit(): Promise<void> {
    await this.live.listen(SESSIONS_ENDED_TOPIC, (ids: string[]) => this.live.delete(ids));
    await this.live.listen(USER_CHANGED_TOPIC, (userId: string) =>
      this.live.deleteWhere((live) => live.user.id === userId),
    );
  }

  onModuleDestroy(): void {
    this.live.close();
  }

  async start(
    userId: string,
    client: { userAgent: string; ip: string },
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const secret = newRefreshSecret();
    const sessionId = await this.sessions.insert({
      userId,
      userAgent: client.userAgent.slice(0, 500),
      ip: client.ip,
      refreshHash: hashSecret(secret),
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    });
    return { sessionId, refreshToken: formatRefreshToken(sessionId, secret) };
  }

  /** The signed-in user behind an access token's session, or null when it has ended or the user may no longer sign in. */
  async resolve(sessionId: string, userId: string): Promise<LiveSession | null> {
    const live = await this.live.get(sessionId, () => this.sessions.findLiveWithUser(sessionId));
    if (!live || live.user.id !== userId || live.user.status !== 'active') return null;
    // Cached entries outlive nothing: the session's own expiry still holds.
    return live.session.expiresAt > new Date() ? live : null;
  }

  /**
   * Exchanges a refresh token for a new one. Presenting an already rotated
   * token (other than in the short race window) means it was copied: the
   * whole session is revoked.
   */
  async rotate(token: string | undefined): Promise<{ session: Session; refreshToken: string }> {
    const parsed = parseRefreshToken(token);
    const session = parsed && (await this.sessions.findById(parsed.sessionId));
    if (!parsed || !session || session.revokedAt || session.expiresAt <= new Date()) {
      throw DomainError.unauthenticated('Session expired. Please sign in again.');
    }
    const presented = hashSecret(parsed.secret);
    if (sameHash(session.refreshHash, presented)) {
      const secret = newRefreshSecret();
      const rotated = await this.sessions.rotate(session.id, presented, hashSecret(secret));
      if (rotated)
        return { session: rotated, refreshToken: formatRefreshToken(session.id, secret) };
      // Another request rotated it a moment ago.
      throw DomainError.unauthenticated('Session refresh already in progress.');
    }
    const recentlyRotated =
      session.rotatedAt && Date.now() - session.rotatedAt.getTime() < ROTATION_GRACE_MS;
    if (sameHash(session.previousRefreshHash, presented) && recentlyRotated) {
      throw DomainError.unauthenticated('Session refresh already in progress.');
    }
    await this.revoke(session.id);
    this.logger.warn(`Refresh token reuse on session ${session.id}: session revoked`);
    throw DomainError.unauthenticated('Session expired. Please sign in again.');
  }

  async list(userId: string, currentSessionId: string): Promise<SessionListItem[]> {
    const live = await this.sessions.listLive(userId);
    return live.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      createdAt: s.createdAt,
      lastUsedAt: s.lastUsedAt,
      isCurrent: s.id === currentSessionId,
    }));
  }

  /** Ends one of the user's other sessions; someone else's id is "not found". */
  async end(userId: string, sessionId: string, currentSessionId: string): Promise<void> {
    if (sessionId === currentSessionId) {
      throw DomainError.badInput('This is the session you are using. Sign out to end it.');
    }
    const ended = isUuid(sessionId) && (await this.sessions.revoke(sessionId, userId));
    if (!ended) throw DomainError.notFound('Session not found');
    await this.announceEnded([sessionId]);
  }

  async revoke(sessionId: string): Promise<void> {
    if (await this.sessions.revoke(sessionId)) await this.announceEnded([sessionId]);
  }

  async revokeAll(userId: string): Promise<void> {
    await this.announceEnded(await this.sessions.revokeAllOf(userId));
  }

  /**
   * Once the revocation is committed, every instance drops the sessions from
   * its cache and closes their live connections — before our caller answers,
   * so the next request refuses them wherever it lands.
   */
  private async announceEnded(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    await this.context.whenCommitted(() => {
      // Here at once; elsewhere (and here again) when the message comes back from Redis.
      this.live.delete(sessionIds);
      return this.pubSub.publish(SESSIONS_ENDED_TOPIC, sessionIds);
    });
  }
}
