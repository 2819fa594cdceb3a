import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { toRestDocument } from '../../common/rest-document.js';
import { validateInput } from '../../common/validation.js';
import { DtrBulkService } from '../dtr/dtr-bulk.service.js';
import { CurrentKiosk, type KioskRequest } from '../../common/access/kiosk-caller.js';
import { KioskFeedService } from './kiosk-feed.service.js';
import { OfficePunchesService } from './office-punches.service.js';
import { PunchesService } from './punches.service.js';
import { CreateKioskInput, PunchInput, PunchSettingsInput } from './punches.types.js';

type JsonBody = Record<string, unknown> | undefined;

/** `me` names the viewer's own office. */
const officeParam = (officeId: string) => (officeId === 'me' ? undefined : officeId);

/** REST facade of punching in: the same services as GraphQL. */
@Controller()
export class PunchesController {
  constructor(
    private readonly offices: OfficePunchesService,
    private readonly punches: PunchesService,
    private readonly feeds: KioskFeedService,
    private readonly bulk: DtrBulkService,
  ) {}

  @Access('punch')
  @Post('punches')
  @HttpCode(201)
  async punch(@Body() body: JsonBody, @CurrentUser() current: SignedInUser) {
    const input = await validateInput(PunchInput, body ?? {});
    const { punch, day } = await this.punches.punch(current.user, input);
    return { message: 'Punch recorded', punch: toRestDocument(punch), day };
  }

  @Access('myPunches')
  @Get('punches/mine')
  async mine(@CurrentUser() current: SignedInUser, @Query('month') month?: string) {
    return { punches: (await this.punches.mine(current.user, month)).map(toRestDocument) };
  }

  @Access('punchSettings')
  @Get('punches/settings/:officeId')
  async settings(@Param('officeId') officeId: string, @CurrentUser() current: SignedInUser) {
    return { settings: await this.offices.settings(current.user, officeParam(officeId)) };
  }

  @Access('updatePunchSettings')
  @Put('punches/settings/:officeId')
  async updateSettings(
    @Param('officeId') officeId: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(PunchSettingsInput, {
      ...body,
      officeId: officeParam(officeId),
    });
    return {
      message: 'Settings saved',
      settings: await this.offices.updateSettings(current.user, input),
    };
  }

  @Access('kiosks')
  @Get('kiosks')
  async kiosks(@CurrentUser() current: SignedInUser, @Query('officeId') officeId?: string) {
    return { kiosks: (await this.offices.kiosks(current.user, officeId)).map(toRestDocument) };
  }

  @Access('createKiosk')
  @Post('kiosks')
  @HttpCode(201)
  async createKiosk(@Body() body: JsonBody, @CurrentUser() current: SignedInUser) {
    const input = await validateInput(CreateKioskInput, body ?? {});
    const { kiosk, key } = await this.offices.createKiosk(current.user, input);
    return { kiosk: toRestDocument(kiosk), key };
  }

  @Access('revokeKiosk')
  @Delete('kiosks/:id')
  async revokeKiosk(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { kiosk: toRestDocument(await this.offices.revokeKiosk(current.user, id)) };
  }

  @Access('kioskFeed')
  @Get('kiosk/feed')
  async kioskFeed(@CurrentKiosk() kiosk: KioskRequest) {
    return { feed: await this.feeds.feed(kiosk) };
  }

  @Access('confirmPunchedDays')
  @Post('dtr/scholars/:scholarId/months/:month/confirm-punched')
  async confirmPunched(
    @Param('scholarId') scholarId: string,
    @Param('month') month: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return {
      message: 'Punched days confirmed',
      ...(await this.bulk.confirmPunched(current.user, scholarId, month)),
    };
  }
}
