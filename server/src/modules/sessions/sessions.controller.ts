import { Controller, Delete, Get, Param } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { SessionsService } from './sessions.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Access('sessions')
  @Get()
  async list(@CurrentUser() current: SignedInUser) {
    return {
      sessions: (await this.sessions.list(current.user.id, current.sessionId)).map(toRestDocument),
    };
  }

  @Access('endSession')
  @Delete(':id')
  async end(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    await this.sessions.end(current.user.id, id, current.sessionId);
    return { message: 'Session ended successfully' };
  }
}
