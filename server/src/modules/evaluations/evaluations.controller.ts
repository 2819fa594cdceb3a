import { Body, Controller, Get, Param, Put, Query, StreamableFile } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { contentDisposition } from '../files/file-names.js';
import { EVALUATION_TERMS } from '../../common/academic-term.js';
import { evaluationsCsv } from './evaluations-csv.js';
import { EvaluationsService, type EvaluationRecord } from './evaluations.service.js';
import { EvaluationFilter, SaveEvaluationInput } from './evaluations.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type QueryParams = Record<string, string | undefined>;

/** The list's filters from the address, checked like the GraphQL filter (same messages). */
const filterOf = (query: QueryParams) =>
  validateInput(EvaluationFilter, {
    search: query.search,
    program: query.program || undefined,
    officeId: query.officeId || undefined,
    term: query.term || undefined,
    academicYear: query.academicYear || undefined,
    scholarId: query.scholarId || undefined,
  });

/** The REST shape of an evaluation: a document with `_id`. */
const restEvaluation = (evaluation: EvaluationRecord) => toRestDocument(evaluation);

/** REST facade of evaluations (`/api/evaluations`), over the same service as GraphQL. */
@Controller('evaluations')
export class EvaluationsController {
  constructor(
    private readonly evaluations: EvaluationsService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Access('evaluations')
  @Get()
  async list(@CurrentUser() current: SignedInUser, @Query() query: QueryParams) {
    const page = await this.evaluations.list(
      current.user,
      await filterOf(query),
      pageRequestOf(query),
    );
    return { items: page.items.map(restEvaluation), pagination: page.pagination };
  }

  /** The filtered list (no paging) as CSV, for staff to print or file. */
  @Access('exportEvaluations')
  @Get('export.csv')
  async export(@CurrentUser() current: SignedInUser, @Query() query: QueryParams) {
    const rows = await this.evaluations.export(current.user, await filterOf(query));
    return new StreamableFile(Buffer.from(evaluationsCsv(rows, this.config.timeZone), 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: contentDisposition('attachment', 'Evaluations.csv'),
    });
  }

  @Access('currentAcademicTerm')
  @Get('current-term')
  async currentTerm() {
    return { term: await this.evaluations.currentTerm() };
  }

  @Access('myEvaluations')
  @Get('me')
  async mine(@CurrentUser() current: SignedInUser) {
    return { evaluations: (await this.evaluations.mine(current.user)).map(restEvaluation) };
  }

  /** `?term=&academicYear=`, the current term when left out; `evaluation` null while none is saved. */
  @Access('scholarEvaluation')
  @Get('scholars/:scholarId')
  async forTerm(
    @Param('scholarId') scholarId: string,
    @CurrentUser() current: SignedInUser,
    @Query() query: QueryParams,
  ) {
    const now = await this.evaluations.currentTerm();
    const evaluation = await this.evaluations.forTerm(current.user, {
      scholarId,
      term: oneOf('term', EVALUATION_TERMS, query.term) ?? now.term,
      academicYear: query.academicYear || now.academicYear,
    });
    return { evaluation: evaluation && restEvaluation(evaluation) };
  }

  @Access('evaluation')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const evaluation = await this.evaluations.get(current.user, id);
    return {
      evaluation: {
        ...restEvaluation(evaluation),
        history: (await this.evaluations.history(evaluation.id)).map(toRestDocument),
      },
    };
  }

  /** Saves the office's evaluation of `scholarId` for `term` and `academicYear` (made or updated). */
  @Access('saveEvaluation')
  @Put()
  async save(
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(SaveEvaluationInput, { ...body });
    return {
      message: 'Evaluation saved.',
      evaluation: restEvaluation(await this.evaluations.save(current.user, input)),
    };
  }
}
