import { Module } from '@nestjs/common';
import { FailureThrottleRepository } from './failure-throttle.repository.js';
import { FailureThrottleService } from './failure-throttle.service.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimitService } from './rate-limit.service.js';

@Module({
  providers: [
    RateLimitRepository,
    RateLimitService,
    FailureThrottleRepository,
    FailureThrottleService,
  ],
  exports: [RateLimitService, FailureThrottleService],
})
export class RateLimitModule {}
