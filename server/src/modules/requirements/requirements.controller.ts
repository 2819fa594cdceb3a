import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { drainRequest } from '../files/multipart-form.js';
import { REQUIREMENT_MESSAGES as M, requirementLabel } from './requirement-documents.js';
import { readMultipartRequirements, readMultipartReupload } from './requirements-multipart.js';
import type { SubmissionView } from './requirements.repository.js';
import { RequirementsService } from './requirements.service.js';
import { requirementSubmissionStatus } from './requirements.table.js';
import { ReviewRequirementItemInput } from './requirements.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of requirements (`/api/requirements`), over the same service as GraphQL. */
@Controller('requirements')
export class RequirementsController {
  constructor(private readonly requirements: RequirementsService) {}

  @Access('requirementSubmissions')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const page = await this.requirements.list(
      current.user,
      {
        search: query.search,
        status: oneOf('status', requirementSubmissionStatus.enumValues, query.status),
      },
      pageRequestOf(query),
    );
    const items = await Promise.all(page.items.map((row) => this.toRest(row)));
    return { items, pagination: page.pagination };
  }

  @Access('myRequirementSubmission')
  @Get('mine')
  async mine(@CurrentUser() current: SignedInUser) {
    const submission = await this.requirements.mine(current.user);
    return { submission: submission ? await this.toRest(submission, true) : null };
  }

  @Access('requirementSubmission')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const submission = await this.requirements.get(current.user, id);
    return { submission: await this.toRest(submission, true) };
  }

  /** multipart/form-data with one file per document, named by its key (letter_of_application, …). */
  @Access('submitRequirements')
  @Post()
  async submit(@Req() req: Request, @CurrentUser() current: SignedInUser) {
    const submission = await this.requirements
      .submit(current.user, readMultipartRequirements(req))
      .catch(async (error: unknown) => {
        await drainRequest(req);
        throw error;
      });
    return { message: M.submitted, submission: await this.toRest(submission, true) };
  }

  /** multipart/form-data with the new file under `file` (and `expectedVersion` as text, optional). */
  @Access('reuploadRequirement')
  @Put('mine/items/:key')
  async reupload(
    @Req() req: Request,
    @Param('key') key: string,
    @CurrentUser() current: SignedInUser,
    @Query('expectedVersion') expectedVersion?: string,
  ) {
    const version = expectedVersion ? Number(expectedVersion) : undefined;
    const submission = await this.requirements
      .reupload(current.user, key, readMultipartReupload(req, key), version)
      .catch(async (error: unknown) => {
        await drainRequest(req);
        throw error;
      });
    return { submission: await this.toRest(submission, true) };
  }

  @Access('reviewRequirementItem')
  @Put(':id/items/:key/review')
  async review(
    @Param('id') id: string,
    @Param('key') key: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ReviewRequirementItemInput, {
      ...body,
      submissionId: id,
      key,
    });
    const submission = await this.requirements.review(current.user, input);
    return { submission: await this.toRest(submission, true) };
  }

  /**
   * The spec's shapes (A§3): a submission with studentName, date and items;
   * each item with its label (also as `text`), `checked` once approved, the
   * file as {id, name, size, type, url} and the note.
   */
  private async toRest(submission: SubmissionView, withItems = false) {
    const base = { ...toRestDocument(submission), date: submission.submittedAt };
    if (!withItems) return base;
    const items = await this.requirements.items(submission.id);
    return {
      ...base,
      items: await Promise.all(
        items.map(async ({ documentKey, fileId, ...item }) => {
          const file = await this.requirements.file(fileId);
          const history = await this.requirements.history(item.id);
          return {
            ...toRestDocument(item),
            key: documentKey,
            label: requirementLabel(documentKey),
            text: requirementLabel(documentKey),
            checked: item.status === 'approved',
            file: file && {
              id: file.id,
              name: file.name,
              size: file.size,
              type: file.mimeType,
              url: file.url,
            },
            history: await Promise.all(
              history.map(async ({ fileId: historyFile, ...event }) => ({
                ...toRestDocument(event),
                file: (await this.requirements.file(historyFile))?.url ?? null,
              })),
            ),
          };
        }),
      ),
    };
  }
}
