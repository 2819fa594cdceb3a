import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { allowedNextStatuses } from './scholar-request-statuses.js';
import type { ScholarRequestView } from './scholar-requests.repository.js';
import { ScholarRequestsService } from './scholar-requests.service.js';
import {
  AnswerScholarRequestInput,
  CancelScholarRequestInput,
  CreateScholarRequestInput,
  ScholarRequest,
  ScholarRequestEvent,
  ScholarRequestFilter,
  ScholarRequestPage,
  ScholarRequestStatus,
} from './scholar-requests.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => ScholarRequest)
export class ScholarRequestsResolver {
  constructor(private readonly service: ScholarRequestsService) {}

  @Access('scholarRequests')
  @Query(() => ScholarRequestPage, {
    description: 'Scholar requests, newest first: all for HR, their office’s for office staff.',
  })
  scholarRequests(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => ScholarRequestFilter, nullable: true })
    filter?: ScholarRequestFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('scholarRequest')
  @Query(() => ScholarRequest, { description: 'One scholar request in the viewer’s scope.' })
  scholarRequest(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarRequestView> {
    return this.service.get(current.user, id);
  }

  @Access('createScholarRequest')
  @Mutation(() => ScholarRequest, {
    description: 'Office staff ask HR for scholars for their own office; HR is notified.',
  })
  createScholarRequest(
    @Args('input') input: CreateScholarRequestInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarRequestView> {
    return this.service.create(current.user, input);
  }

  @Access('answerScholarRequest')
  @Mutation(() => ScholarRequest, {
    description:
      'HR answers a request (see allowedNextStatuses); the office is notified; CONFLICT when it changed meanwhile.',
  })
  answerScholarRequest(
    @Args('input') input: AnswerScholarRequestInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarRequestView> {
    return this.service.answer(current.user, input);
  }

  @Access('cancelScholarRequest')
  @Mutation(() => ScholarRequest, {
    description: 'The office withdraws its own open request (status cancelled).',
  })
  cancelScholarRequest(
    @Args('input') input: CancelScholarRequestInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ScholarRequestView> {
    return this.service.cancel(current.user, input);
  }

  @ResolveField(() => [ScholarRequestStatus], {
    description:
      'What the viewer may move this request to: HR’s answers, or cancelled for the office while it is open.',
  })
  allowedNextStatuses(@Parent() request: ScholarRequestView, @CurrentUser() current: SignedInUser) {
    return allowedNextStatuses(request.status, current.user.role);
  }

  @ResolveField(() => [ScholarRequestEvent], {
    description: 'The request’s history, oldest first.',
  })
  history(@Parent() request: ScholarRequestView) {
    return this.service.history(request.id);
  }
}
