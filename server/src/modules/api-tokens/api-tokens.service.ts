import { Injectable } from '@nestjs/common';
import type { PubSubEngine } from 'graphql-subscriptions';
import { Clock } from '../../common/clock.js';
import { requireAccess } from '../../common/access/require-access.js';
import { HR, roleIn } from '../../common/access/roles.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { InjectPubSub } from '../../pubsub/pubsub.module.js';
import { SESSIONS_ENDED_TOPIC } from '../sessions/session-sockets.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { ApiTokenAuth } from './api-token-auth.js';
import { creationRefusal, LIVE_TOKENS_MAX, TOKEN_NAME_MAX, TOKENS } from './api-token-rules.js';
import { newApiTokenSecret } from './api-token-secret.js';
import { ApiTokensRepository, type ApiTokenView } from './api-tokens.repository.js';
import type { ApiTokenScope } from './api-tokens.table.js';

export interface NewApiTokenRequest {
  /** True when the request itself came with an API token: a token may not mint others. */
  viaToken: boolean;
  name: string;
  scope: ApiTokenScope;
  /** 30, 90 or 365; null for no expiry (admin only). */
  expiresInDays: number | null;
}

const DAY_MS = 24 * 3600_000;
const label = (token: ApiTokenView) => `${token.name} (${token.prefix}…)`;
// Who sees and revokes any account's tokens: HR and the administrator.
const mayManage = (viewer: User) => roleIn(HR, viewer.role);

/**
 * Personal access tokens: created by their owner (the secret is returned
 * once, only its hash kept), listed, and revoked by the owner or HR. Every
 * creation and revocation is audited in the account's history and told to
 * the owner; a revocation reaches every instance before it is answered.
 */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly tokens: ApiTokensRepository,
    private readonly auth: ApiTokenAuth,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    private readonly clock: Clock,
    @InjectPubSub() private readonly pubSub: PubSubEngine,
  ) {}

  async create(
    owner: User,
    request: NewApiTokenRequest,
  ): Promise<{ token: ApiTokenView; secret: string }> {
    requireAccess(owner, 'createApiToken');
    // A leaked token must not be able to outlive its revocation through tokens it made.
    if (request.viaToken) throw DomainError.forbidden(TOKENS.notWithAToken);
    const name = request.name.trim();
    if (!name) throw DomainError.badInput(TOKENS.nameRequired, { name: TOKENS.nameRequired });
    if (name.length > TOKEN_NAME_MAX)
      throw DomainError.badInput(TOKENS.nameTooLong, { name: TOKENS.nameTooLong });
    const refusal = creationRefusal(owner, request.expiresInDays);
    if (refusal === TOKENS.studentsCannot) throw DomainError.forbidden(refusal);
    if (refusal) throw DomainError.badInput(refusal, { expiresInDays: refusal });
    const live = (await this.tokens.listOf(owner.id)).filter((token) => this.isLive(token));
    if (live.length >= LIVE_TOKENS_MAX) throw DomainError.badInput(TOKENS.tooMany);

    const { token: secret, prefix, hash } = newApiTokenSecret();
    const expiresAt =
      request.expiresInDays === null
        ? null
        : new Date(this.clock.now().getTime() + request.expiresInDays * DAY_MS);
    const token = await this.context.transaction(async () => {
      const row = await this.tokens.insert({
        userId: owner.id,
        name,
        prefix,
        secretHash: hash,
        scope: request.scope,
        expiresAt,
      });
      await this.tokens.insertEvents([
        { userId: owner.id, actorId: owner.id, field: 'api_token_created', toValue: label(row) },
      ]);
      await this.decisions.announce({
        notify: [
          {
            userId: owner.id,
            type: 'info',
            title: 'New API token',
            message: `A new API token "${name}" (${prefix}…, ${request.scope === 'read' ? 'read only' : 'read & write'}) was created on your account. If this was not you, revoke it on your profile and change your password.`,
            link: '/profile',
          },
        ],
      });
      return row;
    });
    return { token, secret };
  }

  /** The viewer's own tokens. */
  async listOwn(viewer: User): Promise<ApiTokenView[]> {
    requireAccess(viewer, 'myApiTokens');
    return this.tokens.listOf(viewer.id);
  }

  /** Any account's tokens, for HR. */
  async listOf(viewer: User, userId: string): Promise<ApiTokenView[]> {
    requireAccess(viewer, 'apiTokens');
    return isUuid(userId) ? this.tokens.listOf(userId) : [];
  }

  /** Revokes one token: the owner's own, or any for HR; someone else's is "not found". */
  async revoke(actor: User, id: string): Promise<ApiTokenView> {
    requireAccess(actor, 'revokeApiToken');
    const token = isUuid(id) ? await this.tokens.findById(id) : undefined;
    if (!token || (token.userId !== actor.id && !mayManage(actor)))
      throw DomainError.notFound(TOKENS.notFound);
    if (token.revokedAt) return token;
    return this.context.transaction(async () => {
      const revoked = await this.tokens.revoke(id);
      // Revoked a moment ago by someone else: the same outcome.
      if (!revoked) return (await this.tokens.findById(id))!;
      await this.recordRevocations(actor.id, [revoked]);
      return revoked;
    });
  }

  /**
   * Revokes every token of a user whose access changed (suspension, role):
   * call inside the transaction making that change.
   */
  async revokeAllOf(actorId: string, userId: string): Promise<void> {
    const revoked = await this.tokens.revokeAllOf(userId);
    if (revoked.length > 0) await this.recordRevocations(actorId, revoked);
  }

  private async recordRevocations(actorId: string, revoked: ApiTokenView[]): Promise<void> {
    const userId = revoked[0]!.userId;
    await this.tokens.insertEvents(
      revoked.map((token) => ({
        userId,
        actorId,
        field: 'api_token_revoked',
        fromValue: label(token),
      })),
    );
    const names = revoked.map((token) => `"${token.name}"`).join(', ');
    await this.decisions.announce({
      notify: [
        {
          userId,
          type: 'warning',
          title: revoked.length === 1 ? 'API token revoked' : 'API tokens revoked',
          message: `${revoked.length === 1 ? 'The API token' : 'The API tokens'} ${names} on your account ${revoked.length === 1 ? 'was' : 'were'} revoked${actorId === userId ? '' : ' by HR'}. Requests with ${revoked.length === 1 ? 'it' : 'them'} are refused from now on.`,
          link: '/profile',
        },
      ],
    });
    const ids = revoked.map((token) => token.id);
    // Same path as an ended session: every instance forgets the tokens and closes their sockets.
    await this.context.whenCommitted(() => {
      this.auth.forget(ids);
      return this.pubSub.publish(SESSIONS_ENDED_TOPIC, ids);
    });
  }

  private isLive(token: ApiTokenView): boolean {
    return !token.revokedAt && (!token.expiresAt || token.expiresAt > this.clock.now());
  }
}
