import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Req,
  StreamableFile,
} from '@nestjs/common';
import type { Request } from 'express';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { contentDisposition } from '../files/file-names.js';
import { XLSX_MIME } from '../files/file-types.js';
import { drainRequest } from '../files/multipart-form.js';
import { readMultipartImport } from './import-form.js';
import { toImport, toImportKindInfo, toImportRow } from './import-view.js';
import type { ImportView } from './imports.repository.js';
import { ImportsService } from './imports.service.js';
import { importRowAction } from './imports.table.js';
import { ApplyImportInput } from './imports.types.js';

const toRest = (view: ImportView) => toRestDocument(toImport(view));

const file = (body: string | Buffer, type: string, name: string) =>
  new StreamableFile(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, {
    type,
    disposition: contentDisposition('attachment', name),
  });

/** REST facade of imports (`/api/imports`), over the same service as GraphQL. */
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  @Access('importKinds')
  @Get('kinds')
  kinds(@CurrentUser() current: SignedInUser) {
    return { items: this.imports.kinds(current.user).map(toImportKindInfo) };
  }

  /** `scholars.csv`, `office-staff.xlsx`, …: the header row and one example. */
  @Access('importTemplate')
  @Get('templates/:file')
  async template(@Param('file') name: string, @CurrentUser() current: SignedInUser) {
    const template = await this.imports.template(current.user, name);
    const type = template.type === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MIME;
    return file(template.body, type, template.name);
  }

  @Access('imports')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const page = await this.imports.list(current.user, pageRequestOf(query));
    return { items: page.items.map(toRest), pagination: page.pagination };
  }

  /** The dry run: multipart/form-data with the text field `kind` and the spreadsheet `file`. */
  @Access('previewImport')
  @Post()
  async preview(@Req() req: Request, @CurrentUser() current: SignedInUser) {
    const view = await this.imports
      .preview(current.user, readMultipartImport(req))
      .catch(async (error: unknown) => {
        await drainRequest(req);
        throw error;
      });
    return { message: 'File checked; nothing was written yet.', import: toRest(view) };
  }

  @Access('import')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    return { import: toRest(await this.imports.get(current.user, id)) };
  }

  /** The rows of one outcome: `?action=create|update|unchanged|error&page=&limit=`. */
  @Access('import')
  @Get(':id/rows')
  async rows(
    @Param('id') id: string,
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const found = await this.imports.get(current.user, id);
    const action = oneOf('action', importRowAction.enumValues, query.action) ?? 'error';
    const page = await this.imports.rows(found.id, action, pageRequestOf(query));
    return {
      items: page.items.map((row) => toImportRow(found.kind, row)),
      pagination: page.pagination,
    };
  }

  @Access('importErrorFile')
  @Get(':id/errors.csv')
  async errors(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const { name, csv } = await this.imports.errorFile(current.user, id);
    return file(csv, 'text/csv; charset=utf-8', name);
  }

  /** Body: `{ sendInvitations?, sendPasswordEmails? }`. */
  @Access('applyImport')
  @Post(':id/apply')
  @HttpCode(200)
  async apply(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(ApplyImportInput, { ...body, id });
    const view = await this.imports.apply(current.user, input);
    const message =
      view.status === 'applying' ? 'Applying in batches; follow its progress.' : 'Import applied.';
    return { message, import: toRest(view) };
  }

  @Access('cancelImport')
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const view = await this.imports.cancel(current.user, id);
    const message =
      view.status === 'cancelled' ? 'Import cancelled.' : 'The apply stops before its next batch.';
    return { message, import: toRest(view) };
  }
}
