import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { isStaff } from './application-access.js';
import { allowedTransitions } from './application-transitions.js';
import { ApplicationDocuments } from './application-documents.js';
import { ApplicationsService } from './applications.service.js';
import {
  applicationStatus,
  type ApplicationRow,
  type ApplicationStatus,
} from './applications.table.js';
import { drainRequest } from '../files/multipart-form.js';
import { readMultipartSubmission } from './multipart-submission.js';
import { UpdateApplicationStatusInput } from './update-status.input.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { applicationPosition, type ApplicationPosition } from '../positions/position.table.js';

/** The spec's application calls (A§7) over the same service as GraphQL; static paths before `:id`. */
@Controller('applications')
export class ApplicationsController {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly attachments: ApplicationDocuments,
  ) {}

  @Access('submitApplication')
  @Post()
  async submit(@Req() req: Request, @CurrentUser() current: SignedInUser) {
    const row = await this.applications
      .submit(current.user, readMultipartSubmission(req))
      .catch(async (error: unknown) => {
        await drainRequest(req);
        throw error;
      });
    return {
      message: 'Application submitted successfully',
      application: await this.toRest(row),
    };
  }

  @Access('myApplications')
  @Get('my-applications')
  async mine(@CurrentUser() current: SignedInUser) {
    const rows = await this.applications.listOwn(current.user);
    const batch = {};
    return { applications: await Promise.all(rows.map((row) => this.toRest(row, batch))) };
  }

  @Access('applications')
  @Get('all')
  async all(
    @CurrentUser() current: SignedInUser,
    @Query('status') status?: string,
    @Query('position') position?: string,
    @Query('search') search?: string,
    @Query('page') page?: string,
    @Query('limit') limit?: string,
  ) {
    const result = await this.applications.list(
      current.user,
      {
        status: oneOf<ApplicationStatus>('status', applicationStatus.enumValues, status),
        position: oneOf<ApplicationPosition>('position', applicationPosition.enumValues, position),
        search,
      },
      pageRequestOf({ page, limit }),
    );
    const batch = {};
    return {
      applications: await Promise.all(result.applications.map((row) => this.toRest(row, batch))),
      pagination: result.pagination,
    };
  }

  @Access('application')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const row = await this.applications.get(current.user, id);
    return {
      application: {
        ...(await this.toRest(row)),
        allowedNextStatuses: isStaff(current.user.role) ? allowedTransitions(row.status) : [],
        history: (await this.applications.history(row.id)).map(toRestDocument),
      },
    };
  }

  @Access('updateApplicationStatus')
  @Put(':id/status')
  async updateStatus(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(UpdateApplicationStatusInput, { ...body, id });
    const row = await this.applications.updateStatus(current.user, input);
    return { message: 'Application status updated', application: await this.toRest(row) };
  }

  @Access('withdrawApplication')
  @Delete(':id')
  async withdraw(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    await this.applications.withdraw(current.user, id);
    return { message: 'Application withdrawn successfully' };
  }

  /** The spec's field names: `_id`, file references as download paths (ARCHITECTURE §8). */
  private async toRest(row: ApplicationRow, batch: object = {}) {
    // Rows sharing `batch` load their documents in one query.
    const documents = await this.attachments.documents(row, batch);
    const urls = (kind: string) =>
      documents.filter((document) => document.kind === kind).map((document) => document.file.url);
    const { userId: _userId, ...fields } = row;
    return {
      ...toRestDocument(fields),
      profilePhoto: urls('profile_photo')[0] ?? null,
      certificates: urls('certificate'),
      parentID: urls('parent_id')[0] ?? null,
      idDocument: urls('id_document')[0] ?? null,
      signature: urls('signature')[0] ?? null,
    };
  }
}
