import { Controller, Get, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../../common/errors/domain-error.js';
import { drainRequest, readMultipartForm } from '../files/multipart-form.js';
import { toClassSchedule } from './schedule-view.js';
import type { ClassScheduleView } from './schedules.repository.js';
import { SchedulesService, type ReadScheduleForm } from './schedules.service.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** The spec's shape: `_id` beside `id`; the file as its download path. */
function toRest(view: ClassScheduleView) {
  const schedule = toClassSchedule(view);
  return { _id: schedule.id, ...schedule, fileUrl: schedule.file.url };
}

/** multipart/form-data: text fields `term`, `academicYear` and the PDF `file`. */
function readMultipartSchedule(req: Request): ReadScheduleForm {
  const read = readMultipartForm(req, { file: { purpose: 'class_schedule' } });
  return async (receive) => {
    const { fields, files } = await read(receive);
    return { term: fields.term, academicYear: fields.academicYear, file: files.file?.[0] };
  };
}

/** REST facade of class schedules (`/api/schedules`), over the same service as GraphQL. */
@Controller('schedules')
export class SchedulesController {
  constructor(private readonly schedules: SchedulesService) {}

  /** The term today falls in: the upload form's default. */
  @Access('currentScheduleTerm')
  @Get('current-term')
  async currentTerm() {
    return { currentTerm: await this.schedules.currentTerm() };
  }

  @Access('myClassSchedules')
  @Get('mine')
  async mine(@CurrentUser() current: SignedInUser) {
    return { items: (await this.schedules.mine(current.user)).map(toRest) };
  }

  /** A student's schedules for staff: `?scholarId=` or `?userId=`. */
  @Access('classSchedules')
  @Get()
  async ofStudent(
    @CurrentUser() current: SignedInUser,
    @Query('scholarId') scholarId?: string,
    @Query('userId') userId?: string,
  ) {
    if (!userId === !scholarId) throw DomainError.badInput('Give either userId or scholarId');
    const owner = scholarId ? { scholarId } : { userId: userId! };
    return { items: (await this.schedules.ofStudent(current.user, owner)).map(toRest) };
  }

  @Access('classSchedule')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { schedule: toRest(await this.schedules.get(current.user, id)) };
  }

  @Access('uploadClassSchedule')
  @Post()
  async upload(@Req() req: Request, @CurrentUser() current: SignedInUser) {
    const view = await this.schedules
      .upload(current.user, readMultipartSchedule(req))
      .catch(async (error: unknown) => {
        await drainRequest(req);
        throw error;
      });
    return { message: 'Class schedule saved', schedule: toRest(view) };
  }
}
