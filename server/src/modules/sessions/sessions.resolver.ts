import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { SessionsService } from './sessions.service.js';
import { Session } from './sessions.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => Session)
export class SessionsResolver {
  constructor(private readonly sessionsService: SessionsService) {}

  @Access('sessions')
  @Query(() => [Session], {
    description: 'The live sessions of the signed-in user, most recently used first.',
  })
  sessions(@CurrentUser() current: SignedInUser): Promise<Session[]> {
    return this.sessionsService.list(current.user.id, current.sessionId);
  }

  @Access('endSession')
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
