import { Args, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { MasterListService, type MasterListResult } from './master-list.service.js';
import { MasterListFilter, MasterListPage, MasterListSummary } from './master-list.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => MasterListPage)
export class MasterListResolver {
  constructor(private readonly service: MasterListService) {}

  @Access('masterList')
  @Query(() => MasterListPage, {
    description:
      'HR’s master list of scholars for one term (the current one by default), by surname: office, type, stage and status, months in service, confirmed hours within the term, latest evaluation score, gender. hr and admin only.',
  })
  masterList(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => MasterListFilter, nullable: true }) filter?: MasterListFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ): Promise<MasterListResult> {
    return this.service.page(current.user, filter ?? {}, { page, limit });
  }

  @ResolveField(() => MasterListSummary, {
    description: 'The whole filtered list in figures: total, male, female, per office, per type.',
  })
  summary(@Parent() page: MasterListResult): Promise<MasterListSummary> {
    return this.service.summary(page.query);
  }
}
