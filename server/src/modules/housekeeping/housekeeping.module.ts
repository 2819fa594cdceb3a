import { Module } from '@nestjs/common';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { Housekeeping } from './housekeeping.js';
import { UnverifiedAccountsRepository } from './unverified-accounts.repository.js';

@Module({
  imports: [RateLimitModule],
  providers: [Housekeeping, UnverifiedAccountsRepository],
})
export class HousekeepingModule {}
