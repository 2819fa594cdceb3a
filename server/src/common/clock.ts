import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The time as the server's rules see it. Injected where a rule depends on the
 * time (sign-in throttles, the unverified-account sweep), so tests can move
 * it forward instead of sleeping.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}
