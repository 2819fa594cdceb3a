import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { UserAccountView } from './user-accounts.repository.js';
import { UserAccountsService } from './user-accounts.service.js';
import {
  UpdateUserInput,
  UserAccount,
  UserAccountFilter,
  UserAccountPage,
  UserEvent,
} from './user-accounts.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => UserAccount)
export class UserAccountsResolver {
  constructor(private readonly service: UserAccountsService) {}

  @Access('users')
  @Query(() => UserAccountPage, {
    description: 'A§2.5 Users: every account, newest first, by name or e-mail, role and status.',
  })
  users(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => UserAccountFilter, nullable: true }) filter?: UserAccountFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('user')
  @Query(() => UserAccount, { description: 'One account, with its history.' })
  user(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<UserAccountView> {
    return this.service.get(current.user, id);
  }

  @Access('updateUser')
  @Mutation(() => UserAccount, {
    description:
      'HR changes the role, status or office of an account; suspending or deactivating it ends its sessions; CONFLICT when it changed meanwhile.',
  })
  updateUser(
    @Args('input') input: UpdateUserInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<UserAccountView> {
    return this.service.update(current.user, input);
  }

  @ResolveField(() => [UserEvent], { description: 'Changes HR made to the account, oldest first.' })
  history(@Parent() account: UserAccountView) {
    return this.service.history(account.id);
  }
}
