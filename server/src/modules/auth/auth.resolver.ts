import { UseGuards } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { GraphqlContext } from '../../common/graphql-context.js';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import type { User as UserRow } from '../users/users.table.js';
import { toUser, User } from '../users/users.types.js';
import { clearSessionCookies, setSignedInCookies, setXsrfCookie } from './auth-cookies.js';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import { MessageResult, SignInResult, VerifyEmailResult } from './auth.types.js';
import { clientOf } from './client-info.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { Access } from '../../common/access/access.decorator.js';
import { CredentialsUser, CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get secureCookies() {
    return this.config.publicUrl.startsWith('https://');
  }

  @Access('me')
  @Query(() => User, {
    nullable: true,
    description: 'The signed-in user; null when nobody is signed in.',
  })
  me(@CurrentUser() current?: SignedInUser): User | null {
    return current ? toUser(current.user) : null;
  }

  @Access('signUp')
  @Mutation(() => MessageResult, {
    description: 'Creates a student account and e-mails a verification link.',
  })
  async signUp(
    @Args('input') input: SignUpInput,
    @Context() { req }: GraphqlContext,
  ): Promise<MessageResult> {
    return { message: await this.auth.signUp(input, clientOf(req)) };
  }

  @Access('signIn')
  @UseGuards(LocalAuthGuard)
  @Mutation(() => SignInResult, {
    description: 'Checks the credentials and starts a session (cookies).',
  })
  async signIn(
    // Validated by LocalAuthGuard; declared so the schema documents it.
    @Args('input') _input: SignInInput,
    @CredentialsUser() user: UserRow,
    @Context() { req, res }: GraphqlContext,
  ): Promise<SignInResult> {
    const started = await this.auth.startSession(user, clientOf(req));
    setSignedInCookies(res!, started, this.secureCookies);
    return { user: toUser(started.user), redirectUrl: started.redirectUrl };
  }

  @Access('signOut')
  @Mutation(() => Boolean, { description: 'Ends the current session and clears its cookies.' })
  async signOut(
    @CurrentUser() current: SignedInUser | undefined,
    @Context() { res }: GraphqlContext,
  ): Promise<boolean> {
    if (current) await this.auth.signOut(current.sessionId);
    clearSessionCookies(res!, this.secureCookies);
    setXsrfCookie(res!, this.secureCookies);
    return true;
  }

  @Access('verifyEmail')
  @Mutation(() => VerifyEmailResult, {
    description: 'Confirms an e-mail address with the code from its link.',
  })
  async verifyEmail(@Args('code') code: string): Promise<VerifyEmailResult> {
    const { redirectUrl } = await this.auth.verifyEmail(code);
    return { redirectUrl, message: 'Email verified successfully!' };
  }

  @Access('resendVerification')
  @Mutation(() => MessageResult, {
    description: 'Sends a new verification link to an unverified account.',
  })
  async resendVerification(
    @Args('input') input: EmailInput,
    @Context() { req }: GraphqlContext,
  ): Promise<MessageResult> {
    return { message: await this.auth.resendVerification(input.email, clientOf(req).ip) };
  }

  @Access('forgotPassword')
  @Mutation(() => MessageResult, {
    description:
      'E-mails a password reset link; the answer never tells whether the account exists.',
  })
  async forgotPassword(
    @Args('input') input: EmailInput,
    @Context() { req }: GraphqlContext,
  ): Promise<MessageResult> {
    return { message: await this.auth.forgotPassword(input.email, clientOf(req).ip) };
  }

  @Access('resetPassword')
  @Mutation(() => MessageResult, {
    description: 'Sets a new password with the code from a reset link.',
  })
  async resetPassword(@Args('input') input: ResetPasswordInput): Promise<MessageResult> {
    return { message: await this.auth.resetPassword(input) };
  }

  @Access('changePassword')
  @Mutation(() => MessageResult, {
    description: 'Changes the password; every session is signed out.',
  })
  async changePassword(
    @Args('input') input: ChangePasswordInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<MessageResult> {
    return { message: await this.auth.changePassword(current.user, input) };
  }

  @Access('changeEmail')
  @Mutation(() => MessageResult, {
    description: 'Starts an e-mail change: the new address must be confirmed from its inbox.',
  })
  async changeEmail(
    @Args('input') input: ChangeEmailInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<MessageResult> {
    return { message: await this.auth.changeEmail(current.user, input) };
  }

  @Access('cancelEmailChange')
  @Mutation(() => MessageResult, { description: 'Drops a pending e-mail change.' })
  async cancelEmailChange(@CurrentUser() current: SignedInUser): Promise<MessageResult> {
    return { message: await this.auth.cancelEmailChange(current.user) };
  }
}
