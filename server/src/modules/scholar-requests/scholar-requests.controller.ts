import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import type { User } from '../users/users.table.js';
import { allowedNextStatuses } from './scholar-request-statuses.js';
import type { ScholarRequestView } from './scholar-requests.repository.js';
import { ScholarRequestsService } from './scholar-requests.service.js';
import { scholarRequestStatus } from './scholar-requests.table.js';
import {
  AnswerScholarRequestInput,
  CancelScholarRequestInput,
  CreateScholarRequestInput,
  ScholarRequestFilter,
} from './scholar-requests.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

export const REQUEST_SAVED = 'Request saved.';

/** REST facade of scholar requests (`/api/scholar-requests`), over the same service as GraphQL. */
@Controller('scholar-requests')
export class ScholarRequestsController {
  constructor(private readonly requests: ScholarRequestsService) {}

  @Access('scholarRequests')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const filter = await validateInput(ScholarRequestFilter, {
      status: oneOf('status', scholarRequestStatus.enumValues, query.status),
      officeId: query.officeId || undefined,
      search: query.search,
    });
    const page = await this.requests.list(current.user, filter, pageRequestOf(query));
    return {
      items: page.items.map((request) => this.toRest(request, current.user)),
      pagination: page.pagination,
    };
  }

  @Access('createScholarRequest')
  @Post()
  async create(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(CreateScholarRequestInput, { ...body });
    const request = await this.requests.create(current.user, input);
    return { message: REQUEST_SAVED, scholarRequest: this.toRest(request, current.user) };
  }

  @Access('scholarRequest')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const request = await this.requests.get(current.user, id);
    return {
      scholarRequest: {
        ...this.toRest(request, current.user),
        history: (await this.requests.history(request.id)).map(toRestDocument),
      },
    };
  }

  @Access('answerScholarRequest')
  @Put(':id/answer')
  async answer(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(AnswerScholarRequestInput, { ...body, id });
    const request = await this.requests.answer(current.user, input);
    return { scholarRequest: this.toRest(request, current.user) };
  }

  @Access('cancelScholarRequest')
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(CancelScholarRequestInput, { ...body, id });
    const request = await this.requests.cancel(current.user, input);
    return { scholarRequest: this.toRest(request, current.user) };
  }

  private toRest(request: ScholarRequestView, viewer: User) {
    const { requestedBy: _requestedBy, answeredBy: _answeredBy, ...fields } = request;
    return {
      ...toRestDocument(fields),
      allowedNextStatuses: allowedNextStatuses(request.status, viewer.role),
    };
  }
}
