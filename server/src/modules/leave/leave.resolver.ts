import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { StoredFile } from '../files/files.types.js';
import { LEAVE_TYPE_LABELS } from './leave-labels.js';
import { datesBetween } from './leave-rules.js';
import type { LeaveRequestView } from './leave.repository.js';
import { LeaveService } from './leave.service.js';
import {
  CancelLeaveRequestInput,
  CreateLeaveRequestInput,
  DecideLeaveRequestInput,
  LeaveFormDefaults,
  LeaveRequest,
  LeaveRequestEvent,
  LeaveRequestFilter,
  LeaveRequestPage,
  LeaveRequestTotals,
  LeaveStatus,
} from './leave.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

// An alias, as in the applications resolver: the argument's design type stays Object, so
// the validation pipe leaves the upload promise alone.
type Upload = Promise<FileUpload>;

@Resolver(() => LeaveRequest)
export class LeaveResolver {
  constructor(private readonly service: LeaveService) {}

  @Access('myLeaveRequests')
  @Query(() => [LeaveRequest], {
    description: 'The signed-in student’s leave requests, newest first.',
  })
  myLeaveRequests(@CurrentUser() current: SignedInUser): Promise<LeaveRequestView[]> {
    return this.service.mine(current.user);
  }

  @Access('leaveFormDefaults')
  @Query(() => LeaveFormDefaults, {
    nullable: true,
    description: 'A§2.3 prefill of the leave form; null when the student is not deployed.',
  })
  leaveFormDefaults(@CurrentUser() current: SignedInUser): Promise<LeaveFormDefaults | null> {
    return this.service.formDefaults(current.user);
  }

  @Access('leaveRequests')
  @Query(() => LeaveRequestPage, {
    description:
      'Leave requests, newest first: every office’s for HR, their office’s scholars’ for office staff.',
  })
  leaveRequests(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => LeaveRequestFilter, nullable: true })
    filter?: LeaveRequestFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('leaveRequestTotals')
  @Query(() => LeaveRequestTotals, {
    description: 'Total / Pending / Approved (A§2.4) of the requests in the viewer’s scope.',
  })
  leaveRequestTotals(
    @CurrentUser() current: SignedInUser,
    @Args('officeId', { type: () => ID, nullable: true }) officeId?: string,
  ) {
    return this.service.totals(current.user, officeId);
  }

  @Access('leaveRequest')
  @Query(() => LeaveRequest, {
    description: 'One leave request: the student’s own, their office’s for staff, any for HR.',
  })
  leaveRequest(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<LeaveRequestView> {
    return this.service.get(current.user, id);
  }

  @Access('fileLeaveRequest')
  @Mutation(() => LeaveRequest, {
    description:
      'A§2.3 Submit Leave Application, with an optional proof document (image or PDF, 5 MB; multipart).',
  })
  fileLeaveRequest(
    @Args('input') input: CreateLeaveRequestInput,
    @CurrentUser() current: SignedInUser,
    @Args('proof', { type: () => GraphQLUpload, nullable: true }) proof?: Upload,
  ): Promise<LeaveRequestView> {
    return this.service.file(current.user, async (receive) => {
      const upload = proof ? await proof : undefined;
      const stored =
        upload &&
        (await receive(
          { filename: upload.filename, stream: upload.createReadStream() },
          'leave_proof',
          'proof',
        ));
      return { form: input, proof: stored };
    });
  }

  @Access('decideLeaveRequest')
  @Mutation(() => LeaveRequest, {
    description:
      'Office staff of the scholar’s office or HR decide (see allowedNextStatuses); CONFLICT when someone changed it first.',
  })
  decideLeaveRequest(
    @Args('input') input: DecideLeaveRequestInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<LeaveRequestView> {
    return this.service.decide(current.user, input);
  }

  @Access('cancelLeaveRequest')
  @Mutation(() => LeaveRequest, { description: 'The student cancels their own pending request.' })
  cancelLeaveRequest(
    @Args('input') input: CancelLeaveRequestInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<LeaveRequestView> {
    return this.service.cancel(current.user, input);
  }

  @ResolveField(() => String)
  typeLabel(@Parent() request: LeaveRequestView): string {
    return LEAVE_TYPE_LABELS[request.type];
  }

  @ResolveField(() => Int)
  days(@Parent() request: LeaveRequestView): number {
    return datesBetween(request.dateFrom, request.dateTo).length;
  }

  @ResolveField(() => [LeaveStatus], {
    description:
      'What the viewer may set it to now: the student Cancelled while pending; office staff Pending / Approved / Disapproved; HR also Cancelled; nothing once cancelled.',
  })
  allowedNextStatuses(@Parent() request: LeaveRequestView, @CurrentUser() current: SignedInUser) {
    return this.service.allowedNextStatuses(current.user, request);
  }

  @ResolveField(() => StoredFile, {
    nullable: true,
    description: 'The proof document (e.g. a medical certificate), if one was attached.',
  })
  proof(@Parent() request: LeaveRequestView) {
    return this.service.proof(request);
  }

  @ResolveField(() => [LeaveRequestEvent], { description: 'Filing and decisions, oldest first.' })
  history(@Parent() request: LeaveRequestView) {
    return this.service.history(request.id);
  }
}
