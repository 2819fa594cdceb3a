import { Module } from '@nestjs/common';
import { SessionSockets } from './session-sockets.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsResolver } from './sessions.resolver.js';
import { SessionsService } from './sessions.service.js';

@Module({
  controllers: [SessionsController],
  providers: [SessionsRepository, SessionsService, SessionsResolver, SessionSockets],
  exports: [SessionsService, SessionSockets],
})
export class SessionsModule {}
