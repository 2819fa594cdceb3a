import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { DtrBulkService } from '../dtr/dtr-bulk.service.js';
import { DtrConfirmation } from '../dtr/dtr.types.js';
import { CurrentKiosk, type KioskRequest } from '../../common/access/kiosk-caller.js';
import { KioskFeedService } from './kiosk-feed.service.js';
import { OfficePunchesService } from './office-punches.service.js';
import { PunchesService } from './punches.service.js';
import {
  CreateKioskInput,
  Kiosk,
  KioskCreated,
  KioskFeed,
  Punch,
  PunchInput,
  PunchResult,
  PunchSettings,
  PunchSettingsInput,
} from './punches.types.js';

const officeArg = {
  type: () => ID,
  nullable: true,
  description: 'HR: the office; office staff: their own (may be left out).',
} as const;

@Resolver()
export class PunchesResolver {
  constructor(
    private readonly offices: OfficePunchesService,
    private readonly punches: PunchesService,
    private readonly feeds: KioskFeedService,
    private readonly bulk: DtrBulkService,
  ) {}

  @Access('punchSettings')
  @Query(() => PunchSettings, { description: 'How an office records time, and its hours.' })
  punchSettings(
    @Args('officeId', officeArg) officeId: string | null,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.offices.settings(current.user, officeId);
  }

  @Access('updatePunchSettings')
  @Mutation(() => PunchSettings)
  updatePunchSettings(
    @Args('input') input: PunchSettingsInput,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.offices.updateSettings(current.user, input);
  }

  @Access('kiosks')
  @Query(() => [Kiosk], { description: "An office's kiosks, newest first, revoked ones too." })
  kiosks(
    @Args('officeId', officeArg) officeId: string | null,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.offices.kiosks(current.user, officeId);
  }

  @Access('createKiosk')
  @Mutation(() => KioskCreated, {
    description: 'A new kiosk for an office; its key is shown once.',
  })
  createKiosk(@Args('input') input: CreateKioskInput, @CurrentUser() current: SignedInUser) {
    return this.offices.createKiosk(current.user, input);
  }

  @Access('revokeKiosk')
  @Mutation(() => Kiosk, {
    description: 'Its key stops working and its open screen stops at once.',
  })
  revokeKiosk(@Args('id', { type: () => ID }) id: string, @CurrentUser() current: SignedInUser) {
    return this.offices.revokeKiosk(current.user, id);
  }

  @Access('kioskFeed')
  @Query(() => KioskFeed, { description: 'The kiosk credential only: its office’s current code.' })
  kioskFeed(@CurrentKiosk() kiosk: KioskRequest) {
    return this.feeds.feed(kiosk);
  }

  @Access('kioskFeed')
  @Subscription(() => KioskFeed, {
    name: 'kioskFeed',
    description:
      'The kiosk credential only: a new code every step and each punch as it lands. Ends when the kiosk is revoked.',
    resolve: (payload: KioskFeed) => payload,
  })
  kioskFeedLive(@CurrentKiosk() kiosk: KioskRequest) {
    return this.feeds.watch(kiosk);
  }

  @Access('myPunches')
  @Query(() => [Punch], {
    description: "The scholar's punches of a month (YYYY-MM; this month by default), newest first.",
  })
  myPunches(
    @Args('month', { type: () => String, nullable: true }) month: string | null,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.punches.mine(current.user, month);
  }

  @Access('punch')
  @Mutation(() => PunchResult, {
    description: "A scholar or trainee punches with the code scanned from their office's screen.",
  })
  punch(@Args('input') input: PunchInput, @CurrentUser() current: SignedInUser) {
    return this.punches.punch(current.user, input);
  }

  @Access('confirmPunchedDays')
  @Mutation(() => DtrConfirmation, {
    description:
      "Office: confirms every complete punched day (no missing OUT) of a scholar's month, unconfirmed, in one go.",
  })
  confirmPunchedDays(
    @Args('scholarId', { type: () => ID }) scholarId: string,
    @Args('month') month: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.bulk.confirmPunched(current.user, scholarId, month);
  }
}
