import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { EvaluationTermValue } from '../../common/academic-term.js';
import { EvaluationsService, type EvaluationRecord } from './evaluations.service.js';
import {
  Evaluation,
  EvaluationFilter,
  EvaluationPage,
  EvaluationRevision,
  SaveEvaluationInput,
} from './evaluations.types.js';
import { AcademicTermType, EvaluationTerm } from '../../common/academic-term.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => Evaluation)
export class EvaluationsResolver {
  constructor(private readonly service: EvaluationsService) {}

  @Access('currentAcademicTerm')
  @Query(() => AcademicTermType, {
    description: 'The term today falls in (university time): the evaluation form’s default.',
  })
  currentAcademicTerm() {
    return this.service.currentTerm();
  }

  @Access('evaluations')
  @Query(() => EvaluationPage, {
    description:
      'Evaluations, newest first (A§2.5): every office’s for HR, their office’s for office staff.',
  })
  evaluations(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => EvaluationFilter, nullable: true }) filter?: EvaluationFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('evaluation')
  @Query(() => Evaluation, { description: 'One evaluation in the viewer’s scope.' })
  evaluation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<EvaluationRecord> {
    return this.service.get(current.user, id);
  }

  @Access('scholarEvaluation')
  @Query(() => Evaluation, {
    nullable: true,
    description:
      'A scholar’s evaluation for a term by their office (office staff: their own); null while none is saved.',
  })
  scholarEvaluation(
    @CurrentUser() current: SignedInUser,
    @Args('scholarId', { type: () => ID }) scholarId: string,
    @Args('term', { type: () => EvaluationTerm }) term: EvaluationTermValue,
    @Args('academicYear') academicYear: string,
  ): Promise<EvaluationRecord | null> {
    return this.service.forTerm(current.user, { scholarId, term, academicYear });
  }

  @Access('myEvaluations')
  @Query(() => [Evaluation], {
    description: 'The signed-in student’s evaluations, newest first (read-only).',
  })
  myEvaluations(@CurrentUser() current: SignedInUser): Promise<EvaluationRecord[]> {
    return this.service.mine(current.user);
  }

  @Access('saveEvaluation')
  @Mutation(() => Evaluation, {
    description:
      'Office staff save their office’s evaluation of a scholar for a term; a second save updates it and keeps the earlier version. CONFLICT when expectedVersion is not the stored one.',
  })
  saveEvaluation(
    @Args('input') input: SaveEvaluationInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<EvaluationRecord> {
    return this.service.save(current.user, input);
  }

  @ResolveField(() => [EvaluationRevision], {
    description: 'Earlier versions, oldest first (each save over one keeps it here).',
  })
  history(@Parent() evaluation: EvaluationRecord) {
    return this.service.history(evaluation.id);
  }
}
