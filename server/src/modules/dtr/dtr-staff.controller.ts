import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { DomainError } from '../../common/errors/domain-error.js';
import { validateInput } from '../../common/validation.js';
import { DtrBulkService } from './dtr-bulk.service.js';
import { officeMonthCsv } from './dtr-csv.js';
import { DtrMonthsService } from './dtr-months.service.js';
import { DtrReviewService } from './dtr-review.service.js';
import { DtrSheetsService } from './dtr-sheets.service.js';
import { csvFile, download, monthFile, restSheet } from './dtr.controller.js';
import {
  ConfirmDtrDayInput,
  ConfirmDtrDaysInput,
  CorrectDtrDayInput,
  DecideDtrMonthInput,
  ExcuseDtrDayInput,
  UnconfirmDtrDayInput,
} from './dtr.inputs.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type JsonBody = Record<string, unknown> | undefined;

/** `me` names the viewer's own office. */
const officeParam = (officeId: string) => (officeId === 'me' ? undefined : officeId);

/**
 * Staff over REST (A§2.4): office staff of the scholar's office, or HR.
 * Another office's scholar is "not found", as on GraphQL.
 */
@Controller('dtr')
export class DtrStaffController {
  constructor(
    private readonly sheets: DtrSheetsService,
    private readonly review: DtrReviewService,
    private readonly bulk: DtrBulkService,
    private readonly months: DtrMonthsService,
  ) {}

  @Access('dtrMonth')
  @Get('scholars/:scholarId')
  async month(
    @Param('scholarId') scholarId: string,
    @CurrentUser() current: SignedInUser,
    @Query('month') month?: string,
  ) {
    return { dtr: restSheet(await this.sheets.ofScholar(current.user, scholarId, month)) };
  }

  @Access('dtrMonth')
  @Get('scholars/:scholarId/months/:file')
  async export(
    @Param('scholarId') scholarId: string,
    @Param('file') file: string,
    @CurrentUser() current: SignedInUser,
  ) {
    const { month, format } = monthFile(file);
    const sheet = await this.sheets.ofScholar(current.user, scholarId, month);
    return format === 'json' ? { dtr: restSheet(sheet) } : download(sheet, format);
  }

  @Access('confirmDtrDay')
  @Post('scholars/:scholarId/days/:date/confirm')
  async confirm(
    @Param('scholarId') scholarId: string,
    @Param('date') workDate: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ConfirmDtrDayInput, { ...body, scholarId, workDate });
    return { message: 'Day confirmed', day: await this.review.confirm(current.user, input) };
  }

  @Access('unconfirmDtrDay')
  @Post('scholars/:scholarId/days/:date/unconfirm')
  async unconfirm(
    @Param('scholarId') scholarId: string,
    @Param('date') workDate: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(UnconfirmDtrDayInput, { ...body, scholarId, workDate });
    return {
      message: 'Confirmation taken back',
      day: await this.review.unconfirm(current.user, input),
    };
  }

  @Access('correctDtrDay')
  @Put('scholars/:scholarId/days/:date')
  async correct(
    @Param('scholarId') scholarId: string,
    @Param('date') workDate: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(CorrectDtrDayInput, { ...body, scholarId, workDate });
    return { message: 'Day corrected', day: await this.review.correct(current.user, input) };
  }

  @Access('excuseDtrDay')
  @Put('scholars/:scholarId/days/:date/excuse')
  async excuse(
    @Param('scholarId') scholarId: string,
    @Param('date') workDate: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ExcuseDtrDayInput, { ...body, scholarId, workDate });
    return { message: 'Day updated', day: await this.review.excuse(current.user, input) };
  }

  @Access('confirmDtrDays')
  @Post('scholars/:scholarId/months/:month/confirm')
  async confirmMonth(
    @Param('scholarId') scholarId: string,
    @Param('month') month: string,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ConfirmDtrDaysInput, { scholarId, month });
    return { message: 'Month confirmed', ...(await this.bulk.confirmMonth(current.user, input)) };
  }

  @Access('decideDtrMonth')
  @Post('scholars/:scholarId/months/:month/decision')
  async decide(
    @Param('scholarId') scholarId: string,
    @Param('month') month: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(DecideDtrMonthInput, { ...body, scholarId, month });
    return {
      message: 'Decision saved',
      dtr: restSheet(await this.months.decide(current.user, input)),
    };
  }

  @Access('officeDtrMonth')
  @Get('offices/:officeId/months/:file')
  async office(
    @Param('officeId') officeId: string,
    @Param('file') file: string,
    @CurrentUser() current: SignedInUser,
  ) {
    const { month, format } = monthFile(file);
    const overview = await this.sheets.office(current.user, month, officeParam(officeId));
    if (format === 'json') return { dtr: overview };
    if (format === 'pdf') throw DomainError.notFound('An office month is exported as CSV only');
    return csvFile(
      officeMonthCsv(overview),
      `DTR ${overview.rows[0]?.officeName ?? 'office'} ${month}.csv`,
    );
  }

  @Access('confirmDtrDays')
  @Post('offices/:officeId/months/:month/confirm')
  async confirmOffice(
    @Param('officeId') officeId: string,
    @Param('month') month: string,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ConfirmDtrDaysInput, {
      month,
      officeId: officeParam(officeId),
    });
    return { message: 'Month confirmed', ...(await this.bulk.confirmMonth(current.user, input)) };
  }
}
