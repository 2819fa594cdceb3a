import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { ScholarsService } from './scholars.service.js';
import { scholarStage, scholarStatus } from './scholars.table.js';
import { ReassignScholarInput, UpdateScholarStatusInput } from './scholars.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { applicationPosition } from '../positions/position.table.js';

/** REST facade of the scholars (`/api/scholars`), over the same service as GraphQL. */
@Controller('scholars')
export class ScholarsController {
  constructor(private readonly scholars: ScholarsService) {}

  @Access('scholars')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const page = await this.scholars.list(
      current.user,
      {
        search: query.search,
        program: oneOf('program', applicationPosition.enumValues, query.program),
        status: oneOf('status', scholarStatus.enumValues, query.status),
        stage: oneOf('stage', scholarStage.enumValues, query.stage),
        officeId: query.officeId || undefined,
        current: currentOf(query.current),
      },
      pageRequestOf(query),
    );
    return { items: page.items.map(toRestDocument), pagination: page.pagination };
  }

  /** `scholar` null while the caller is not deployed, as on GraphQL (and as GET /api/dtr/me's `dtr`). */
  @Access('myScholar')
  @Get('me')
  async mine(@CurrentUser() current: SignedInUser) {
    const scholar = await this.scholars.mine(current.user);
    return { scholar: scholar ? toRestDocument(scholar) : null };
  }

  @Access('scholar')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const scholar = await this.scholars.get(current.user, id);
    return {
      scholar: {
        ...toRestDocument(scholar),
        history: (await this.scholars.history(scholar.id)).map(toRestDocument),
        assignments: (await this.scholars.assignments(scholar.id)).map(toRestDocument),
      },
    };
  }

  @Access('updateScholarStatus')
  @Put(':id/status')
  async status(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(UpdateScholarStatusInput, { ...body, id });
    return { scholar: toRestDocument(await this.scholars.changeStatus(current.user, input)) };
  }

  @Access('reassignScholar')
  @Put(':id/office')
  async office(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ReassignScholarInput, { ...body, id });
    return { scholar: toRestDocument(await this.scholars.reassign(current.user, input)) };
  }
}

/** `?current=true|false` (anything else is a 400 on the field). */
function currentOf(value: string | undefined): boolean | undefined {
  const current = oneOf('current', ['true', 'false'] as const, value);
  return current && current === 'true';
}
