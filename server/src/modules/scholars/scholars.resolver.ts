import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { ScholarView } from './scholars.repository.js';
import { ScholarsService } from './scholars.service.js';
import {
  ReassignScholarInput,
  Scholar,
  ScholarAssignment,
  ScholarEvent,
  ScholarFilter,
  ScholarPage,
  UpdateScholarStatusInput,
} from './scholars.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => Scholar)
export class ScholarsResolver {
  constructor(private readonly service: ScholarsService) {}

  @Access('scholars')
  @Query(() => ScholarPage, {
    description:
      'Scholars and trainees, newest first: all for HR, their office’s for office staff.',
  })
  scholars(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => ScholarFilter, nullable: true }) filter?: ScholarFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('scholar')
  @Query(() => Scholar, { description: 'One scholar in the viewer’s scope.' })
  scholar(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarView> {
    return this.service.get(current.user, id);
  }

  @Access('myScholar')
  @Query(() => Scholar, {
    nullable: true,
    description: 'The signed-in student’s current deployment (trainee or scholar), if any.',
  })
  async myScholar(@CurrentUser() current: SignedInUser): Promise<ScholarView | null> {
    return (await this.service.mine(current.user)) ?? null;
  }

  @Access('updateScholarStatus')
  @Mutation(() => Scholar, {
    description: 'Sets a scholar active, inactive or suspended; CONFLICT when changed meanwhile.',
  })
  updateScholarStatus(
    @Args('input') input: UpdateScholarStatusInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarView> {
    return this.service.changeStatus(current.user, input);
  }

  @Access('reassignScholar')
  @Mutation(() => Scholar, { description: 'HR: moves a scholar to another office.' })
  reassignScholar(
    @Args('input') input: ReassignScholarInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarView> {
    return this.service.reassign(current.user, input);
  }

  @ResolveField(() => [ScholarEvent], {
    description: 'Changes of stage, status and office, oldest first.',
  })
  history(@Parent() scholar: ScholarView) {
    return this.service.history(scholar.id);
  }

  @ResolveField(() => [ScholarAssignment], { description: 'Offices served, oldest first.' })
  assignments(@Parent() scholar: ScholarView) {
    return this.service.assignments(scholar.id);
  }
}
