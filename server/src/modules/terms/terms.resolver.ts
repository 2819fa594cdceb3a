import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { TermsService } from './terms.service.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { Scholar } from '../scholars/scholars.types.js';
import { ScholarServiceRecord, TermChangeInput, TermClosing } from './terms.types.js';

@Resolver()
export class TermsResolver {
  constructor(private readonly terms: TermsService) {}

  @Access('termClosing')
  @Query(() => TermClosing, {
    description: 'A term as HR closes it: what is still open for it, and its closings.',
  })
  termClosing(
    @Args('term') term: string,
    @Args('academicYear') academicYear: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.terms.closing(current.user, term, academicYear);
  }

  @Access('closeTerm')
  @Mutation(() => TermClosing, {
    description:
      "HR closes a term (with a reason when work is still open): each scholar who served in it is credited with the term's service.",
  })
  closeTerm(@Args('input') input: TermChangeInput, @CurrentUser() current: SignedInUser) {
    return this.terms.close(current.user, input);
  }

  @Access('reopenTerm')
  @Mutation(() => TermClosing, { description: 'HR reopens a closed term, saying why.' })
  reopenTerm(@Args('input') input: TermChangeInput, @CurrentUser() current: SignedInUser) {
    return this.terms.reopen(current.user, input);
  }
}

/** Adds the service to the Scholar type from here, so scholars need not know terms. */
@Resolver(() => Scholar)
export class ScholarServiceResolver {
  constructor(private readonly terms: TermsService) {}

  @ResolveField(() => ScholarServiceRecord, {
    description: 'Terms and years of service: credited as HR closes terms, and imported.',
  })
  service(@Parent() scholar: ScholarView) {
    return this.terms.serviceOf(scholar);
  }
}
