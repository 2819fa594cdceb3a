import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { ApiTokensModule } from '../api-tokens/api-tokens.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccessTokens } from './access-tokens.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { AuthResolver } from './auth.resolver.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './device-cookies.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { OneTimeCodesRepository } from './one-time-codes.repository.js';
import { OneTimeCodesService } from './one-time-codes.service.js';
import { RequestIdentity } from './request-identity.js';
import { SignInLimits } from './sign-in-limits.js';
import { SignInRepository } from './sign-in.repository.js';
import { LocalStrategy } from './local.strategy.js';
import { XsrfGuard } from './xsrf.guard.js';
import { accessTokenKey } from '../../common/access/access-token.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: accessTokenKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
    UsersModule,
    SessionsModule,
    RateLimitModule,
    ApiTokensModule,
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    AuthResolver,
    AccessTokens,
    RequestIdentity,
    DeviceCookies,
    SignInLimits,
    SignInRepository,
    OneTimeCodesRepository,
    OneTimeCodesService,
    LocalStrategy,
    LocalAuthGuard,
    // Order matters: a forged cross-site request is refused before anything else looks at it.
    { provide: APP_GUARD, useClass: XsrfGuard },
    AuthGuard,
    // Named, so the access test can run the services without the guard's role check.
    { provide: APP_GUARD, useExisting: AuthGuard },
  ],
  exports: [AuthService, AccessTokens, RequestIdentity],
})
export class AuthModule {}
