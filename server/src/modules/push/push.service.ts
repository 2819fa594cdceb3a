import { Injectable } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import type { AccountUser, SignedInUser } from '../../common/access/signed-in-user.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { isUuid } from '../../common/uuid.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { PUSH, subscriptionRefusals, type PushSubscriptionInput } from './push-rules.js';
import { PushRepository } from './push.repository.js';
import type { PushSubscriptionRow } from './push.table.js';

/** Who asks: their account, and whether the request came with an API token. */
export interface PushCaller {
  user: AccountUser;
  viaToken: boolean;
}

export const callerOf = (current: SignedInUser): PushCaller => ({
  user: current.user,
  viaToken: current.apiToken !== undefined,
});

/**
 * Web Push subscriptions: each browser turns pushes on for its signed-in
 * user and sees that user's list. Only a browser session may: an API token
 * has no browser to push to.
 */
@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The server's VAPID public key, which browsers subscribe with (applicationServerKey). */
  publicKey(): string {
    return this.config.push.vapid.publicKey;
  }

  async subscribe(
    caller: PushCaller,
    input: PushSubscriptionInput,
    userAgent: string | undefined,
  ): Promise<PushSubscriptionRow> {
    requireAccess(caller.user, 'subscribePush');
    refuseTokens(caller);
    const refusals = subscriptionRefusals(input, { allowLoopback: this.config.env === 'test' });
    const first = Object.values(refusals)[0];
    if (first) throw DomainError.badInput(first, refusals);
    return this.subscriptions.upsert({
      userId: caller.user.id,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      userAgent: userAgent?.slice(0, 500) || null,
    });
  }

  async listOwn(caller: PushCaller): Promise<PushSubscriptionRow[]> {
    requireAccess(caller.user, 'myPushSubscriptions');
    refuseTokens(caller);
    return this.subscriptions.listOf(caller.user.id);
  }

  /** Stops pushes to one of the caller's browsers; another user's is "not found". */
  async unsubscribe(caller: PushCaller, id: string): Promise<void> {
    requireAccess(caller.user, 'unsubscribePush');
    refuseTokens(caller);
    if (!isUuid(id) || !(await this.subscriptions.deleteOwned(caller.user.id, id)))
      throw DomainError.notFound(PUSH.notFound);
  }
}

function refuseTokens(caller: PushCaller): void {
  if (caller.viaToken) throw DomainError.forbidden(PUSH.notWithAToken);
}
