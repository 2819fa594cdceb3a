import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { termLabel } from '../../common/academic-term.js';
import { pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { contentDisposition } from '../files/file-names.js';
import { masterListCsv } from './master-list-format.js';
import { masterListPdf } from './master-list-pdf.js';
import { MasterListService } from './master-list.service.js';
import { MasterListFilter } from './master-list.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type QueryParams = Record<string, string | undefined>;

/** The filters from the address, checked like the GraphQL filter (same messages). */
const filterOf = (query: QueryParams) =>
  validateInput(MasterListFilter, {
    officeId: query.officeId || undefined,
    program: query.program || undefined,
    status: query.status || undefined,
    term: query.term || undefined,
    academicYear: query.academicYear || undefined,
  });

/** The filters in words, for the PDF's heading. */
function filtersInWords(
  rows: Array<{ officeId: string; officeName: string }>,
  query: QueryParams,
): string[] {
  const words: string[] = [];
  if (query.officeId) {
    const office = rows.find((row) => row.officeId === query.officeId);
    words.push(`Office: ${office?.officeName ?? 'none on the list'}`);
  }
  if (query.program) words.push(`Type: ${query.program === 'student_marshal' ? 'SM' : 'SA'}`);
  if (query.status) words.push(`Status: ${query.status}`);
  return words;
}

/** REST facade of the master list (`/api/master-list`), over the same service as GraphQL. */
@Controller('master-list')
export class MasterListController {
  constructor(private readonly masterList: MasterListService) {}

  @Access('masterList')
  @Get()
  async list(@CurrentUser() current: SignedInUser, @Query() query: QueryParams) {
    const page = await this.masterList.page(
      current.user,
      await filterOf(query),
      pageRequestOf(query),
    );
    return {
      items: page.items,
      pagination: page.pagination,
      term: page.term,
      asOf: page.asOf,
      summary: await this.masterList.summary(page.query),
    };
  }

  /** The filtered list (every page) as CSV. */
  @Access('exportMasterList')
  @Get('export.csv')
  async csv(@CurrentUser() current: SignedInUser, @Query() query: QueryParams) {
    const report = await this.masterList.export(current.user, await filterOf(query));
    return new StreamableFile(Buffer.from(masterListCsv(report.rows), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: contentDisposition('attachment', `Master List ${termLabel(report.term)}.csv`),
    });
  }

  /** The filtered list as a printable PDF with its summary (streamed as it is drawn). */
  @Access('exportMasterList')
  @Get('export.pdf')
  async pdf(@CurrentUser() current: SignedInUser, @Query() query: QueryParams) {
    const report = await this.masterList.export(current.user, await filterOf(query));
    const label = termLabel(report.term);
    const pdf = masterListPdf({
      ...report,
      termLabel: label,
      filters: filtersInWords(report.rows, query),
    });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: contentDisposition('attachment', `Master List ${label}.pdf`),
    });
  }
}
