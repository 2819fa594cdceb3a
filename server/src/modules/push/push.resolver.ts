import { Args, Context, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import type { GraphqlContext } from '../../common/graphql-context.js';
import { callerOf, PushService } from './push.service.js';
import { PushSubscription, SubscribePushInput } from './push.types.js';

@Resolver(() => PushSubscription)
export class PushResolver {
  constructor(private readonly push: PushService) {}

  @Access('pushPublicKey')
  @Query(() => String, {
    description:
      "The server's VAPID public key (base64url): a browser subscribes to pushes with it as applicationServerKey.",
  })
  pushPublicKey(): string {
    return this.push.publicKey();
  }

  @Access('myPushSubscriptions')
  @Query(() => [PushSubscription], {
    description: "The signed-in user's browsers that receive pushes, newest first.",
  })
  myPushSubscriptions(@CurrentUser() current: SignedInUser): Promise<PushSubscription[]> {
    return this.push.listOwn(callerOf(current));
  }

  @Access('subscribePush')
  @Mutation(() => PushSubscription, {
    description:
      'Turns pushes on for this browser: its subscription is kept for the signed-in user (a browser subscribed for another account moves to this one). Browser sessions only, not API tokens.',
  })
  subscribePush(
    @Args('input') input: SubscribePushInput,
    @CurrentUser() current: SignedInUser,
    @Context() { req }: GraphqlContext,
  ): Promise<PushSubscription> {
    return this.push.subscribe(callerOf(current), input, req.get('user-agent'));
  }

  @Access('unsubscribePush')
  @Mutation(() => Boolean, {
    description: 'Stops pushes to one of your browsers (this one or another).',
  })
  async unsubscribePush(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<boolean> {
    await this.push.unsubscribe(callerOf(current), id);
    return true;
  }
}
