import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { UserAccountsModule } from '../user-accounts/user-accounts.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { InvitationsController } from './invitations.controller.js';
import { InvitationsRepository } from './invitations.repository.js';
import { InvitationsResolver } from './invitations.resolver.js';
import { InvitationsService } from './invitations.service.js';

@Module({
  imports: [AuthModule, OfficesModule, UsersModule, UserAccountsModule, WorkflowModule],
  controllers: [InvitationsController],
  providers: [InvitationsRepository, InvitationsService, InvitationsResolver],
  exports: [InvitationsService],
})
export class InvitationsModule {}
