import { Module } from '@nestjs/common';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimitService } from './rate-limit.service.js';

@Module({
  providers: [RateLimitRepository, RateLimitService],
  exports: [RateLimitService],
})
export class RateLimitModule {}
