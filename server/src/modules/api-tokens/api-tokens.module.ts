import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { WorkflowModule } from '../workflow/workflow.module.js';
import { ApiTokenAuth } from './api-token-auth.js';
import { ApiTokenLimits } from './api-token-limits.js';
import { ApiTokenUsage } from './api-token-usage.js';
import { ApiTokensController } from './api-tokens.controller.js';
import { ApiTokensRepository } from './api-tokens.repository.js';
import { ApiTokensResolver } from './api-tokens.resolver.js';
import { ApiTokensService } from './api-tokens.service.js';

/**
 * Integrators' personal access tokens. The auth guard resolves bearer tokens
 * through ApiTokenAuth; HR's account changes revoke them through
 * ApiTokensService.
 */
@Module({
  imports: [RateLimitModule, WorkflowModule],
  controllers: [ApiTokensController],
  providers: [
    ApiTokensRepository,
    ApiTokensService,
    ApiTokensResolver,
    ApiTokenAuth,
    ApiTokenLimits,
    ApiTokenUsage,
  ],
  exports: [ApiTokenAuth, ApiTokensService],
})
export class ApiTokensModule {}
