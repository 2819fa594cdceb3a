import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { termLabel } from '../../common/academic-term.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { drainRequest } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { readMultipartReapplication, reapplicationFormOf } from './reapplication-multipart.js';
import type { ReapplicationView } from './reapplications.repository.js';
import { ReapplicationsService } from './reapplications.service.js';
import { reapplicationStatus } from './reapplications.table.js';
import { DecideReapplicationInput, SCHOLARSHIP_FILTER } from './reapplications.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of re-applications (`/api/reapplications`), over the same service as GraphQL. */
@Controller('reapplications')
export class ReapplicationsController {
  constructor(private readonly service: ReapplicationsService) {}

  @Access('reapplications')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const search = query.search;
    if ((search?.length ?? 0) > 100) {
      const message = 'Search must be at most 100 characters';
      throw DomainError.badInput(message, { search: message });
    }
    const page = await this.service.list(
      current.user,
      {
        search,
        status: oneOf('status', reapplicationStatus.enumValues, query.status),
        program: oneOf('program', SCHOLARSHIP_FILTER, query.program),
      },
      pageRequestOf(query),
    );
    const items = await Promise.all(page.items.map((row) => this.toRest(current.user, row)));
    return { items, pagination: page.pagination };
  }

  @Access('myReapplications')
  @Get('mine')
  async mine(@CurrentUser() current: SignedInUser) {
    const rows = await this.service.mine(current.user);
    return { items: await Promise.all(rows.map((row) => this.toRest(current.user, row))) };
  }

  /** A§2.3 prefill; `formDefaults` is null when the student is not an accepted scholar. */
  @Access('reapplicationFormDefaults')
  @Get('form-defaults')
  async formDefaults(@CurrentUser() current: SignedInUser) {
    return {
      formDefaults: await this.service.formDefaults(current.user),
      gradeChoices: await this.service.gradeChoices(current.user),
    };
  }

  /** The scholar record's extension (REST twin of `Scholar.continuedThrough`); scoped like the scholar. */
  @Access('reapplicationContinuation')
  @Get('continuation/:scholarId')
  async continuation(@Param('scholarId') scholarId: string, @CurrentUser() current: SignedInUser) {
    return { continuedThrough: await this.service.continuationOf(current.user, scholarId) };
  }

  @Access('reapplication')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const row = await this.service.get(current.user, id);
    return {
      reapplication: {
        ...(await this.toRest(current.user, row)),
        facts: await this.service.facts(row),
        history: (await this.service.history(row.id)).map(toRestDocument),
      },
    };
  }

  /** JSON, or multipart/form-data with the same fields as text and the file `grades`. */
  @Access('submitReapplication')
  @Post()
  async submit(
    @Req() req: Request,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const read = req.is('multipart/form-data')
      ? readMultipartReapplication(req)
      : () => Promise.resolve({ form: reapplicationFormOf(body) });
    const row = await this.service.submit(current.user, read).catch(async (error: unknown) => {
      await drainRequest(req);
      throw error;
    });
    return {
      message: 'Re-application submitted',
      reapplication: await this.toRest(current.user, row),
    };
  }

  @Access('decideReapplication')
  @Put(':id/decision')
  async decide(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(DecideReapplicationInput, { ...body, id });
    const row = await this.service.decide(current.user, input);
    return { reapplication: await this.toRest(current.user, row) };
  }

  /** The spec's shape: `_id` beside `id`; files as their download paths; the scholar's extension. */
  private async toRest(viewer: User, row: ReapplicationView) {
    const [file, report, continuedThrough] = await Promise.all([
      this.service.gradesFile(row),
      this.service.gradeReport(row),
      this.service.continuedThrough(row.scholarId),
    ]);
    return {
      ...toRestDocument(row),
      termLabel: termLabel(row),
      scholarship: row.program,
      submittedAt: row.createdAt,
      gradesFile: file?.url ?? null,
      gradeReport: report,
      continuedThrough,
      allowedNextStatuses: this.service.allowedNextStatuses(viewer, row),
    };
  }
}
