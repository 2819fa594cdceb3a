import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { toRestDocument } from '../../common/rest-document.js';
import { validateInput } from '../../common/validation.js';
import { callerOf, PushService } from './push.service.js';
import { SubscribePushInput } from './push.types.js';

/** REST facade of Web Push (`/api/push`). */
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Access('pushPublicKey')
  @Get('public-key')
  publicKey() {
    return { publicKey: this.push.publicKey() };
  }

  @Access('myPushSubscriptions')
  @Get('subscriptions')
  async mine(@CurrentUser() current: SignedInUser) {
    return { subscriptions: (await this.push.listOwn(callerOf(current))).map(toRestDocument) };
  }

  @Access('subscribePush')
  @Post('subscriptions')
  @HttpCode(201)
  async subscribe(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
    @Req() req: Request,
  ) {
    const input = await validateInput(SubscribePushInput, body ?? {});
    const saved = await this.push.subscribe(callerOf(current), input, req.get('user-agent'));
    return { subscription: toRestDocument(saved) };
  }

  @Access('unsubscribePush')
  @Delete('subscriptions/:id')
  async unsubscribe(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    await this.push.unsubscribe(callerOf(current), id);
    return { message: 'Push notifications stopped on that browser' };
  }
}
