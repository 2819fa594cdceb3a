import { Body, Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { termLabel } from '../../common/academic-term.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { toRestDocument } from '../../common/rest-document.js';
import { drainRequest, readMultipartForm } from '../files/multipart-form.js';
import type { GradeReportForm } from './grade-report-rules.js';
import type { GradeReportView } from './grades.repository.js';
import { GradesService, type ReadGradeReport } from './grades.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** `rows` and `meta` of a multipart form are JSON text. */
function jsonField(name: string, text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const message = `${name} must be JSON text`;
    throw DomainError.badInput(message, { [name]: message });
  }
}

const formOf = (body: Record<string, unknown> | undefined): GradeReportForm => ({
  term: body?.term,
  academicYear: body?.academicYear,
  rows: body?.rows,
  generalAverage: body?.generalAverage,
  meta: body?.meta,
  expectedVersion: body?.expectedVersion,
});

/**
 * `POST /api/grade-reports` as multipart/form-data: term, academicYear,
 * generalAverage, expectedVersion as text, rows and meta as JSON text, and the
 * slip as the file `image`.
 */
function readMultipartReport(req: Request): ReadGradeReport {
  const read = readMultipartForm(req, { image: { purpose: 'grade_slip' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return {
      form: {
        ...formOf(fields),
        rows: jsonField('rows', fields.rows),
        meta: jsonField('meta', fields.meta),
      },
      image: files.image?.[0],
    };
  };
}

/** REST facade of grade reports (`/api/grade-reports`), over the same service as GraphQL. */
@Controller('grade-reports')
export class GradesController {
  constructor(private readonly grades: GradesService) {}

  /** Staff: `?scholarId=` (or `?userId=`), read-only. */
  @Access('gradeReports')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const rows = query.scholarId
      ? await this.grades.ofScholar(current.user, query.scholarId)
      : await this.grades.ofUser(current.user, query.userId ?? '');
    return { items: await Promise.all(rows.map((row) => this.toRest(row))) };
  }

  @Access('myGradeReports')
  @Get('mine')
  async mine(@CurrentUser() current: SignedInUser) {
    const rows = await this.grades.mine(current.user);
    return { items: await Promise.all(rows.map((row) => this.toRest(row))) };
  }

  @Access('gradeReport')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { gradeReport: await this.toRest(await this.grades.get(current.user, id)) };
  }

  /** Multipart with the slip image, or JSON (rows as a list) to replace a saved term's rows. */
  @Access('saveGradeReport')
  @Post()
  async save(
    @Req() req: Request,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const read: ReadGradeReport = req.is('multipart/form-data')
      ? readMultipartReport(req)
      : () => Promise.resolve({ form: formOf(body) });
    const row = await this.grades.save(current.user, read).catch(async (error: unknown) => {
      await drainRequest(req);
      throw error;
    });
    return { message: 'Grades saved', gradeReport: await this.toRest(row) };
  }

  /** The spec's shape: `_id` beside `id`, the slip as its download path. */
  private async toRest(row: GradeReportView) {
    const image = await this.grades.image(row);
    return {
      ...toRestDocument(row),
      termLabel: termLabel(row),
      image: image?.url ?? null,
    };
  }
}
