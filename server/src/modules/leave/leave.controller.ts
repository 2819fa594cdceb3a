import { Body, Controller, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { drainRequest } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { LEAVE_TYPE_LABELS } from './leave-labels.js';
import { leaveFormOf, readMultipartLeave } from './leave-multipart.js';
import { datesBetween } from './leave-rules.js';
import type { LeaveRequestView } from './leave.repository.js';
import { LeaveService } from './leave.service.js';
import { leaveStatus, leaveType } from './leave.table.js';
import { CancelLeaveRequestInput, DecideLeaveRequestInput } from './leave.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of leave (`/api/leave-requests`), over the same service as GraphQL. */
@Controller('leave-requests')
export class LeaveController {
  constructor(private readonly leave: LeaveService) {}

  @Access('leaveRequests')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const page = await this.leave.list(
      current.user,
      {
        search: query.search,
        status: oneOf('status', leaveStatus.enumValues, query.status),
        type: oneOf('type', leaveType.enumValues, query.type),
        officeId: query.officeId || undefined,
      },
      pageRequestOf(query),
    );
    const items = await Promise.all(page.items.map((row) => this.toRest(current.user, row)));
    return { items, pagination: page.pagination };
  }

  @Access('leaveRequestTotals')
  @Get('totals')
  async totals(@CurrentUser() current: SignedInUser, @Query('officeId') officeId?: string) {
    return { totals: await this.leave.totals(current.user, officeId || undefined) };
  }

  @Access('myLeaveRequests')
  @Get('mine')
  async mine(@CurrentUser() current: SignedInUser) {
    const rows = await this.leave.mine(current.user);
    return { items: await Promise.all(rows.map((row) => this.toRest(current.user, row))) };
  }

  /** A§2.3 prefill of the leave form; `formDefaults` is null when the student is not deployed. */
  @Access('leaveFormDefaults')
  @Get('form-defaults')
  async formDefaults(@CurrentUser() current: SignedInUser) {
    return { formDefaults: await this.leave.formDefaults(current.user) };
  }

  @Access('leaveRequest')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const row = await this.leave.get(current.user, id);
    return {
      leaveRequest: {
        ...(await this.toRest(current.user, row)),
        history: (await this.leave.history(row.id)).map(toRestDocument),
      },
    };
  }

  /** JSON, or multipart/form-data with the same fields as text and the file `proof`. */
  @Access('fileLeaveRequest')
  @Post()
  async file(
    @Req() req: Request,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const read = req.is('multipart/form-data')
      ? readMultipartLeave(req)
      : () => Promise.resolve({ form: leaveFormOf(body) });
    const row = await this.leave.file(current.user, read).catch(async (error: unknown) => {
      await drainRequest(req);
      throw error;
    });
    return {
      message: 'Leave application submitted',
      leaveRequest: await this.toRest(current.user, row),
    };
  }

  @Access('decideLeaveRequest')
  @Put(':id/decision')
  async decide(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(DecideLeaveRequestInput, { ...body, id });
    const row = await this.leave.decide(current.user, input);
    return { leaveRequest: await this.toRest(current.user, row) };
  }

  @Access('cancelLeaveRequest')
  @Put(':id/cancel')
  async cancel(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(CancelLeaveRequestInput, { ...body, id });
    const row = await this.leave.cancel(current.user, input);
    return { leaveRequest: await this.toRest(current.user, row) };
  }

  /** The spec's shape: `_id` beside `id`, the proof as its download path. */
  private async toRest(viewer: User, row: LeaveRequestView) {
    const proof = await this.leave.proof(row);
    return {
      ...toRestDocument(row),
      typeLabel: LEAVE_TYPE_LABELS[row.type],
      days: datesBetween(row.dateFrom, row.dateTo).length,
      proof: proof?.url ?? null,
      allowedNextStatuses: this.leave.allowedNextStatuses(viewer, row),
    };
  }
}
