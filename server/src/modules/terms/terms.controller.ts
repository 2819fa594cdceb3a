import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { validateInput } from '../../common/validation.js';
import { TermsService } from './terms.service.js';
import { TermChangeInput } from './terms.types.js';

@Controller('terms')
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  /** The REST twin of `Scholar.service`; declared before the term's path, which it would match. */
  @Access('scholarService')
  @Get('service/:scholarId')
  async service(@Param('scholarId') scholarId: string, @CurrentUser() current: SignedInUser) {
    return { service: await this.terms.serviceOfScholar(current.user, scholarId) };
  }

  @Access('termClosing')
  @Get(':academicYear/:term')
  async closing(
    @Param('academicYear') academicYear: string,
    @Param('term') term: string,
    @CurrentUser() current: SignedInUser,
  ) {
    return { term: await this.terms.closing(current.user, term, academicYear) };
  }

  @Access('closeTerm')
  @Post(':academicYear/:term/close')
  async close(
    @Param('academicYear') academicYear: string,
    @Param('term') term: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(TermChangeInput, { ...body, academicYear, term });
    return { term: await this.terms.close(current.user, input) };
  }

  @Access('reopenTerm')
  @Post(':academicYear/:term/reopen')
  async reopen(
    @Param('academicYear') academicYear: string,
    @Param('term') term: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(TermChangeInput, { ...body, academicYear, term });
    return { term: await this.terms.reopen(current.user, input) };
  }
}
