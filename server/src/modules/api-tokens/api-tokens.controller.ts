import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { validateInput } from '../../common/validation.js';
import { ApiTokensService } from './api-tokens.service.js';
import { CreateApiTokenInput } from './api-tokens.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of API tokens (`/api/tokens`, and HR's `/api/users/:id/tokens`). */
@Controller()
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  @Access('myApiTokens')
  @Get('tokens')
  async mine(@CurrentUser() current: SignedInUser) {
    return { tokens: (await this.tokens.listOwn(current.user)).map(toRestDocument) };
  }

  @Access('createApiToken')
  @Post('tokens')
  @HttpCode(201)
  async create(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(CreateApiTokenInput, { expiresInDays: null, ...body });
    const created = await this.tokens.create(current.user, {
      viaToken: current.apiToken !== undefined,
      name: input.name,
      scope: input.scope,
      expiresInDays: input.expiresInDays ?? null,
    });
    return { token: toRestDocument(created.token), secret: created.secret };
  }

  @Access('revokeApiToken')
  @Delete('tokens/:id')
  async revoke(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { token: toRestDocument(await this.tokens.revoke(current.user, id)) };
  }

  @Access('apiTokens')
  @Get('users/:id/tokens')
  async ofUser(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { tokens: (await this.tokens.listOf(current.user, id)).map(toRestDocument) };
  }
}
