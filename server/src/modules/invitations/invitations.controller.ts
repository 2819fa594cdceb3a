import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { toRestDocument } from '../../common/rest-document.js';
import { pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { setSignedInCookies } from '../auth/auth-cookies.js';
import { clientOf } from '../auth/client-info.js';
import { toUser } from '../users/users.types.js';
import type { InvitationView } from './invitations.repository.js';
import { InvitationsService, statusOf } from './invitations.service.js';
import { AcceptInvitationInput, InviteStaffInput } from './invitations.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

const toRest = (invitation: InvitationView) => {
  const { codeHash: _hash, ...fields } = invitation;
  return { ...toRestDocument(fields), status: statusOf(invitation) };
};

/** REST facade of staff invitations (`/api/invitations`), over the same service as GraphQL. */
@Controller('invitations')
export class InvitationsController {
  constructor(
    private readonly invitations: InvitationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Access('staffInvitations')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const page = await this.invitations.list(current.user, pageRequestOf(query));
    return { items: page.items.map(toRest), pagination: page.pagination };
  }

  @Access('inviteStaff')
  @Post()
  async invite(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(InviteStaffInput, { ...body });
    const invitation = await this.invitations.invite(current.user, input);
    return { message: `Invitation sent to ${invitation.email}.`, invitation: toRest(invitation) };
  }

  @Access('resendStaffInvitation')
  @Post(':id/resend')
  @HttpCode(200)
  async resend(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const invitation = await this.invitations.resend(current.user, id);
    return {
      message: `Invitation sent again to ${invitation.email}.`,
      invitation: toRest(invitation),
    };
  }

  @Access('revokeStaffInvitation')
  @Delete(':id')
  async revoke(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const invitation = await this.invitations.revoke(current.user, id);
    return { message: 'Invitation revoked.', invitation: toRest(invitation) };
  }

  @Access('invitationPreview')
  @Get('accept/:code')
  async preview(@Param('code') code: string) {
    const { email, firstname, lastname, role, officeName, expiresAt } =
      await this.invitations.preview(code);
    return { invitation: { email, firstname, lastname, role, officeName, expiresAt } };
  }

  @Access('acceptStaffInvitation')
  @Post('accept')
  @HttpCode(200)
  async accept(
    @Body() body: Record<string, unknown> | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const input = await validateInput(AcceptInvitationInput, { ...body });
    const started = await this.invitations.accept(input, clientOf(req));
    const secure = this.config.publicUrl.startsWith('https://');
    setSignedInCookies(res, started, secure);
    const user = toUser(started.user);
    return { user: { _id: user.id, ...user }, redirectUrl: started.redirectUrl };
  }
}
