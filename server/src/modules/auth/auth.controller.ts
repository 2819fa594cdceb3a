import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { InjectConfig } from '../../config/config.module.js';
import type { AppConfig } from '../../config/config.js';
import { validateInput } from '../../common/validation.js';
import type { User as UserRow } from '../users/users.table.js';
import { toUser } from '../users/users.types.js';
import {
  clearSessionCookies,
  readCookie,
  REFRESH_COOKIE,
  setSessionCookies,
  setSignedInCookies,
  setXsrfCookie,
} from './auth-cookies.js';
import {
  ChangeEmailInput,
  ChangePasswordInput,
  EmailInput,
  ResetPasswordInput,
  SignUpInput,
} from './auth.inputs.js';
import { AuthService } from './auth.service.js';
import { clientOf } from './client-info.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { Access } from '../../common/access/access.decorator.js';
import { CredentialsUser, CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** A request without a body (or without a JSON one) has none: its fields are then missing, not a crash. */
type RestBody = Record<string, unknown> | undefined;

/** The spec's REST paths (F§7) over the same service as the GraphQL mutations; bodies keep the spec's field names. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private get secureCookies() {
    return this.config.publicUrl.startsWith('https://');
  }

  @Access('signUp')
  @Post('auth/signup')
  async signUp(@Body() body: RestBody, @Req() req: Request) {
    const input = await validateInput(
      SignUpInput,
      { ...body, confirmPassword: body?.confirm_password },
      { confirmPassword: 'confirm_password' },
    );
    return { message: await this.auth.signUp(input, clientOf(req)) };
  }

  @Access('signIn')
  @UseGuards(LocalAuthGuard)
  @HttpCode(200)
  @Post('auth/signin')
  async signIn(
    @CredentialsUser() user: UserRow,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const started = await this.auth.startSession(user, clientOf(req));
    setSignedInCookies(res, started, this.secureCookies);
    return { user: toRestUser(started.user), redirectUrl: started.redirectUrl };
  }

  @Access('signOut')
  @Get('auth/signout')
  async signOut(
    @CurrentUser() current: SignedInUser | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    if (current) await this.auth.signOut(current.sessionId);
    clearSessionCookies(res, this.secureCookies);
    setXsrfCookie(res, this.secureCookies);
    return { message: 'Signed out' };
  }

  /** Rotates the refresh cookie (its path is this route only) and issues a new access cookie. */
  @Access('refreshSession')
  @Get('auth/refresh')
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      setSessionCookies(
        res,
        await this.auth.refresh(readCookie(req, REFRESH_COOKIE)),
        this.secureCookies,
      );
    } catch (error) {
      clearSessionCookies(res, this.secureCookies);
      throw error;
    }
    return { message: 'Session refreshed' };
  }

  @Access('currentUser')
  @Get('user')
  me(@CurrentUser() current: SignedInUser) {
    return { user: toRestUser(current.user) };
  }

  @Access('verifyEmail')
  @Get('auth/email/verify/:code')
  async verifyEmail(@Param('code') code: string) {
    const { redirectUrl } = await this.auth.verifyEmail(code);
    return { redirectUrl, message: 'Email verified successfully!' };
  }

  @Access('resendVerification')
  @HttpCode(200)
  @Post('auth/email/resend')
  async resend(@Body() body: RestBody, @Req() req: Request) {
    const { email } = await validateInput(EmailInput, { ...body });
    return { message: await this.auth.resendVerification(email, clientOf(req).ip) };
  }

  @Access('forgotPassword')
  @HttpCode(200)
  @Post('auth/password/forgot')
  async forgotPassword(@Body() body: RestBody, @Req() req: Request) {
    const { email } = await validateInput(EmailInput, { ...body });
    return { message: await this.auth.forgotPassword(email, clientOf(req).ip) };
  }

  @Access('resetPassword')
  @HttpCode(200)
  @Post('auth/password/reset')
  async resetPassword(@Body() body: RestBody) {
    const input = await validateInput(
      ResetPasswordInput,
      { code: body?.verificationCode, password: body?.password },
      { code: 'verificationCode' },
    );
    return { message: await this.auth.resetPassword(input) };
  }

  @Access('changePassword')
  @HttpCode(200)
  @Post('auth/password/change')
  async changePassword(@Body() body: RestBody, @CurrentUser() current: SignedInUser) {
    const input = await validateInput(ChangePasswordInput, { ...body });
    return { message: await this.auth.changePassword(current.user, input) };
  }

  @Access('changeEmail')
  @HttpCode(200)
  @Post('auth/email/change')
  async changeEmail(@Body() body: RestBody, @CurrentUser() current: SignedInUser) {
    const input = await validateInput(ChangeEmailInput, { ...body });
    return { message: await this.auth.changeEmail(current.user, input) };
  }

  @Access('cancelEmailChange')
  @Delete('auth/email/cancel')
  async cancelEmailChange(@CurrentUser() current: SignedInUser) {
    return { message: await this.auth.cancelEmailChange(current.user) };
  }
}

function toRestUser(row: UserRow) {
  const user = toUser(row);
  return { _id: user.id, ...user };
}
