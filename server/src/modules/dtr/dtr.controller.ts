import { Body, Controller, Get, Param, Post, Put, Query, StreamableFile } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { validateInput } from '../../common/validation.js';
import { contentDisposition } from '../files/file-names.js';
import { checkMonth } from './dtr-calendar.js';
import { dtrMonthCsv } from './dtr-csv.js';
import { DtrDaysService } from './dtr-days.service.js';
import { DtrMonthsService } from './dtr-months.service.js';
import { dtrPdf } from './dtr-pdf.js';
import { DtrSheetsService } from './dtr-sheets.service.js';
import { SaveDtrDayInput, SubmitDtrMonthInput } from './dtr.inputs.js';
import type { DtrMonth } from './dtr.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type JsonBody = Record<string, unknown> | undefined;

/** `2026-11`, `2026-11.pdf` or `2026-11.csv`: a month, and how it is wanted. */
export function monthFile(file: string): { month: string; format: 'json' | 'pdf' | 'csv' } {
  const match = /^(.*?)(?:\.(pdf|csv))?$/.exec(file)!;
  return { month: checkMonth(match[1]!), format: (match[2] as 'pdf' | 'csv') ?? 'json' };
}

/** The REST shape of a month: the scholar as a document with `_id`. */
export const restSheet = (sheet: DtrMonth) => ({
  ...sheet,
  scholar: toRestDocument(sheet.scholar),
});

/** A DTR month as a download (PDF streamed as it is drawn). */
export function download(sheet: DtrMonth, format: 'pdf' | 'csv'): StreamableFile {
  const base = `DTR ${sheet.name} ${sheet.month}`;
  if (format === 'pdf')
    return new StreamableFile(dtrPdf(sheet), {
      type: 'application/pdf',
      disposition: contentDisposition('attachment', `${base}.pdf`),
    });
  return csvFile(dtrMonthCsv(sheet), `${base}.csv`);
}

export function csvFile(csv: string, name: string): StreamableFile {
  return new StreamableFile(Buffer.from(csv, 'utf8'), {
    type: 'text/csv; charset=utf-8',
    disposition: contentDisposition('attachment', name),
  });
}

/** The student's own DTR over REST (A§2.3): read a month, save a day, submit, download. */
@Controller('dtr/me')
export class DtrMeController {
  constructor(
    private readonly sheets: DtrSheetsService,
    private readonly days: DtrDaysService,
    private readonly months: DtrMonthsService,
  ) {}

  @Access('myDtrMonth')
  @Get()
  async month(@CurrentUser() current: SignedInUser, @Query('month') month?: string) {
    const sheet = await this.sheets.mine(current.user, month);
    return { dtr: sheet && restSheet(sheet) };
  }

  @Access('saveDtrDay')
  @Put('days/:date')
  async save(
    @Param('date') date: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(SaveDtrDayInput, { ...body, workDate: date });
    return { message: 'Day saved', day: await this.days.saveOwn(current.user, input) };
  }

  @Access('submitDtrMonth')
  @Post('months/:month/submit')
  async submit(
    @Param('month') month: string,
    @Body() body: JsonBody,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(SubmitDtrMonthInput, { ...body, month });
    return {
      message: 'DTR submitted',
      dtr: restSheet(await this.months.submit(current.user, input)),
    };
  }

  @Access('exportMyDtrMonth')
  @Get('months/:file')
  async export(@Param('file') file: string, @CurrentUser() current: SignedInUser) {
    const { month, format } = monthFile(file);
    const sheet = await this.sheets.myExport(current.user, month);
    return format === 'json' ? { dtr: restSheet(sheet) } : download(sheet, format);
  }
}
