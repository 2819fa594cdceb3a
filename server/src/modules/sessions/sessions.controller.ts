import { Controller, Delete, Get, Param } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import type { SignedInUser } from '../auth/access-tokens.js';
import { CurrentUser } from '../auth/auth.decorators.js';
import { SessionsService } from './sessions.service.js';

@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  async list(@CurrentUser() current: SignedInUser) {
    return {
      sessions: (await this.sessions.list(current.user.id, current.sessionId)).map(toRestDocument),
    };
  }

  @Delete(':id')
  async end(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    await this.sessions.end(current.user.id, id, current.sessionId);
    return { message: 'Session ended successfully' };
  }
}
