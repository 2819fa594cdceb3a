import { Args, ID, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import { DtrBulkService } from './dtr-bulk.service.js';
import { DtrDaysService } from './dtr-days.service.js';
import { DtrLive } from './dtr-live.js';
import { DtrMonthsService } from './dtr-months.service.js';
import { DtrReviewService } from './dtr-review.service.js';
import { DtrSheetsService } from './dtr-sheets.service.js';
import {
  ConfirmDtrDayInput,
  ConfirmDtrDaysInput,
  CorrectDtrDayInput,
  DecideDtrMonthInput,
  ExcuseDtrDayInput,
  SaveDtrDayInput,
  SubmitDtrMonthInput,
  UnconfirmDtrDayInput,
} from './dtr.inputs.js';
import { DtrChange, DtrConfirmation, DtrDay, DtrMonth, OfficeDtrMonth } from './dtr.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

const MONTH_ARG = { nullable: true, description: 'YYYY-MM; this month when left out.' };

@Resolver()
export class DtrResolver {
  constructor(
    private readonly sheets: DtrSheetsService,
    private readonly days: DtrDaysService,
    private readonly review: DtrReviewService,
    private readonly bulk: DtrBulkService,
    private readonly months: DtrMonthsService,
    private readonly live: DtrLive,
  ) {}

  @Access('myDtrMonth')
  @Query(() => DtrMonth, {
    nullable: true,
    description: 'The signed-in student’s DTR month (A§2.3); null while not deployed to an office.',
  })
  myDtrMonth(
    @CurrentUser() current: SignedInUser,
    @Args('month', MONTH_ARG) month?: string,
  ): Promise<DtrMonth | null> {
    return this.sheets.mine(current.user, month);
  }

  @Access('dtrMonth')
  @Query(() => DtrMonth, {
    description: 'One scholar’s DTR month for their office’s staff or HR (A§2.4).',
  })
  dtrMonth(
    @CurrentUser() current: SignedInUser,
    @Args('scholarId', { type: () => ID }) scholarId: string,
    @Args('month', MONTH_ARG) month?: string,
  ): Promise<DtrMonth> {
    return this.sheets.ofScholar(current.user, scholarId, month);
  }

  @Access('officeDtrMonth')
  @Query(() => OfficeDtrMonth, {
    description:
      'Every scholar of the office for one month: days, hours, late, undertime and month status. HR: one office, or all when officeId is left out.',
  })
  officeDtrMonth(
    @CurrentUser() current: SignedInUser,
    @Args('month', MONTH_ARG) month?: string,
    @Args('officeId', { type: () => ID, nullable: true }) officeId?: string,
  ): Promise<OfficeDtrMonth> {
    return this.sheets.office(current.user, month, officeId);
  }

  @Access('saveDtrDay')
  @Mutation(() => DtrDay, {
    description:
      'Saves one of the student’s own days (IN/OUT/IN/OUT); every DTR rule is checked, nothing is saved on an error.',
  })
  saveDtrDay(@Args('input') input: SaveDtrDayInput, @CurrentUser() current: SignedInUser) {
    return this.days.saveOwn(current.user, input);
  }

  @Access('confirmDtrDay')
  @Mutation(() => DtrDay, { description: 'Office: confirms a complete day.' })
  confirmDtrDay(@Args('input') input: ConfirmDtrDayInput, @CurrentUser() current: SignedInUser) {
    return this.review.confirm(current.user, input);
  }

  @Access('confirmDtrDays')
  @Mutation(() => DtrConfirmation, {
    description:
      'Office: confirms every complete, unconfirmed day of a month — of one scholar, or of every scholar of the office.',
  })
  confirmDtrDays(@Args('input') input: ConfirmDtrDaysInput, @CurrentUser() current: SignedInUser) {
    return this.bulk.confirmMonth(current.user, input);
  }

  @Access('unconfirmDtrDay')
  @Mutation(() => DtrDay, { description: 'Office: takes a day’s confirmation back.' })
  unconfirmDtrDay(
    @Args('input') input: UnconfirmDtrDayInput,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.review.unconfirm(current.user, input);
  }

  @Access('correctDtrDay')
  @Mutation(() => DtrDay, {
    description: 'Office: corrects a day’s times; the old values are kept and the student is told.',
  })
  correctDtrDay(@Args('input') input: CorrectDtrDayInput, @CurrentUser() current: SignedInUser) {
    return this.review.correct(current.user, input);
  }

  @Access('excuseDtrDay')
  @Mutation(() => DtrDay, { description: 'Office: marks a day excused (or removes the excuse).' })
  excuseDtrDay(@Args('input') input: ExcuseDtrDayInput, @CurrentUser() current: SignedInUser) {
    return this.review.excuse(current.user, input);
  }

  @Access('submitDtrMonth')
  @Mutation(() => DtrMonth, { description: 'Hands a month in to the office.' })
  submitDtrMonth(@Args('input') input: SubmitDtrMonthInput, @CurrentUser() current: SignedInUser) {
    return this.months.submit(current.user, input);
  }

  @Access('decideDtrMonth')
  @Mutation(() => DtrMonth, {
    description:
      'Office: approves a submitted month (every recorded day confirmed) or returns it with remarks.',
  })
  decideDtrMonth(@Args('input') input: DecideDtrMonthInput, @CurrentUser() current: SignedInUser) {
    return this.months.decide(current.user, input);
  }

  @Access('dtrChanged')
  @Subscription(() => DtrChange, {
    description:
      'Changes to a scholar’s DTR (days saved, confirmed, corrected; month submitted or decided), after they are committed. For the scholar and their office’s staff or HR.',
    resolve: (payload: DtrChange) => payload,
  })
  dtrChanged(
    @Args('scholarId', { type: () => ID }) scholarId: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return this.live.watch(current.user, scholarId);
  }
}
