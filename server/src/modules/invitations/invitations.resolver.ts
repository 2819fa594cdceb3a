import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Query,
  ResolveField,
  Resolver,
  Parent,
} from '@nestjs/graphql';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { GraphqlContext } from '../../common/graphql-context.js';
import { setSignedInCookies } from '../auth/auth-cookies.js';
import { SignInResult } from '../auth/auth.types.js';
import { clientOf } from '../auth/client-info.js';
import { toUser } from '../users/users.types.js';
import type { InvitationView } from './invitations.repository.js';
import { InvitationsService, statusOf } from './invitations.service.js';
import {
  AcceptInvitationInput,
  InvitationPreview,
  InvitationStatus,
  InviteStaffInput,
  StaffInvitation,
  StaffInvitationPage,
} from './invitations.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => StaffInvitation)
export class InvitationsResolver {
  constructor(
    private readonly service: InvitationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Access('staffInvitations')
  @Query(() => StaffInvitationPage, {
    description: 'Invitations not yet accepted or revoked (pending or expired), newest first.',
  })
  staffInvitations(
    @CurrentUser() current: SignedInUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, { page, limit });
  }

  @Access('inviteStaff')
  @Mutation(() => StaffInvitation, {
    description: 'HR invites a new hr or office account; the invitee is e-mailed a link.',
  })
  inviteStaff(
    @Args('input') input: InviteStaffInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<InvitationView> {
    return this.service.invite(current.user, input);
  }

  @Access('resendStaffInvitation')
  @Mutation(() => StaffInvitation, {
    description: 'Mails a new link (valid another 7 days); the previous link stops working.',
  })
  resendStaffInvitation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<InvitationView> {
    return this.service.resend(current.user, id);
  }

  @Access('revokeStaffInvitation')
  @Mutation(() => StaffInvitation, {
    description: 'Withdraws an invitation: its link stops working.',
  })
  revokeStaffInvitation(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<InvitationView> {
    return this.service.revoke(current.user, id);
  }

  @Access('invitationPreview')
  @Query(() => InvitationPreview, {
    description: 'What an invitation link offers; BAD_USER_INPUT when it is invalid or expired.',
  })
  invitationPreview(@Args('code') code: string): Promise<InvitationView> {
    return this.service.preview(code);
  }

  @Access('acceptStaffInvitation')
  @Mutation(() => SignInResult, {
    description: 'The invitee chooses a password: the account is created and signed in (cookies).',
  })
  async acceptStaffInvitation(
    @Args('input') input: AcceptInvitationInput,
    @Context() { req, res }: GraphqlContext,
  ): Promise<SignInResult> {
    const started = await this.service.accept(input, clientOf(req));
    const secure = this.config.publicUrl.startsWith('https://');
    setSignedInCookies(res!, started, secure);
    return { user: toUser(started.user), redirectUrl: started.redirectUrl };
  }

  @ResolveField(() => InvitationStatus)
  status(@Parent() invitation: InvitationView) {
    return statusOf(invitation);
  }
}
