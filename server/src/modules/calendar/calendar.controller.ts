import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { toRestDocument } from '../../common/rest-document.js';
import { validateInput } from '../../common/validation.js';
import { CalendarService } from './calendar.service.js';
import { toAcademicYear } from './calendar.resolver.js';
import { AddNonWorkingDayInput, SaveAcademicYearInput } from './calendar.types.js';

@Controller('calendar')
export class CalendarController {
  constructor(private readonly calendar: CalendarService) {}

  @Access('academicYears')
  @Get('years')
  async years(@CurrentUser() current: SignedInUser) {
    return {
      academicYears: (await this.calendar.academicYears(current.user)).map(toAcademicYear),
    };
  }

  @Access('saveAcademicYear')
  @Put('years/:academicYear')
  async saveYear(
    @Param('academicYear') academicYear: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(SaveAcademicYearInput, { ...body, academicYear });
    const year = await this.calendar.saveAcademicYear(current.user, academicYear, input.terms);
    return { academicYear: toAcademicYear(year) };
  }

  @Access('nonWorkingDays')
  @Get('non-working-days')
  async nonWorkingDays(
    @Query('from') from: string | undefined,
    @Query('to') to: string | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const days = await this.calendar.nonWorkingDays(current.user, {
      from: from ?? '1900-01-01',
      to: to ?? '2999-12-31',
    });
    return { nonWorkingDays: days.map(toRestDocument) };
  }

  @Access('addNonWorkingDay')
  @Post('non-working-days')
  async add(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(AddNonWorkingDayInput, { ...body });
    return {
      nonWorkingDay: toRestDocument(await this.calendar.addNonWorkingDay(current.user, input)),
    };
  }

  @Access('removeNonWorkingDay')
  @Delete('non-working-days/:id')
  async remove(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return {
      nonWorkingDay: toRestDocument(await this.calendar.removeNonWorkingDay(current.user, id)),
    };
  }
}
