import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { SignedInUser } from '../auth/access-tokens.js';
import { CurrentUser } from '../auth/auth.decorators.js';
import { SessionsService } from './sessions.service.js';
import { Session } from './sessions.types.js';

@Resolver(() => Session)
export class SessionsResolver {
  constructor(private readonly sessionsService: SessionsService) {}

  @Query(() => [Session], {
    description: 'The live sessions of the signed-in user, most recently used first.',
  })
  sessions(@CurrentUser() current: SignedInUser): Promise<Session[]> {
    return this.sessionsService.list(current.user.id, current.sessionId);
  }

  @Mutation(() => Boolean, {
    description: 'Ends another session of the signed-in user; it is rejected on its next request.',
  })
  async endSession(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<boolean> {
    await this.sessionsService.end(current.user.id, id, current.sessionId);
    return true;
  }
}
