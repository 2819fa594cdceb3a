import { Module } from '@nestjs/common';
import { ApiTokensModule } from '../api-tokens/api-tokens.module.js';
import { OfficesModule } from '../offices/offices.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { UsersModule } from '../users/users.module.js';
import { UserAccountsController } from './user-accounts.controller.js';
import { UserAccountsRepository } from './user-accounts.repository.js';
import { UserAccountsResolver } from './user-accounts.resolver.js';
import { UserAccountsService } from './user-accounts.service.js';

/**
 * HR's management of accounts (A§2.5 Users). Apart from UsersModule, which
 * every module imports for the users table, so this one may use sessions and
 * notifications without an import cycle.
 */
@Module({
  imports: [ApiTokensModule, OfficesModule, SessionsModule, UsersModule, WorkflowModule],
  controllers: [UserAccountsController],
  providers: [UserAccountsRepository, UserAccountsService, UserAccountsResolver],
  exports: [UserAccountsService, UserAccountsRepository],
})
export class UserAccountsModule {}
