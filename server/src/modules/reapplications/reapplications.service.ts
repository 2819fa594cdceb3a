import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { termLabel, type AcademicTerm } from '../../common/academic-term.js';
import { BatchLoader } from '../../common/batch-loader.js';
import { Clock } from '../../common/clock.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { pageOf, type Paged, type PageRequest } from '../../common/pagination.js';
import { inScope, scopeFor } from '../../common/scope.js';
import { todayIn } from '../../common/university-time.js';
import { isUuid } from '../../common/uuid.js';
import type { AppConfig } from '../../config/config.js';
import { InjectConfig } from '../../config/config.module.js';
import { DbContext } from '../../db/db-context.js';
import { scoreOf } from '../evaluations/evaluation-score.js';
import { FilesService, type StoredBlob } from '../files/files.service.js';
import { toStoredFile, type StoredFile } from '../files/files.types.js';
import type { ReadForm } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { ReapplicationNotices } from './reapplication-notices.js';
import {
  checkReapplicationForm,
  REAPPLICATION_MESSAGES,
  serviceSpan,
  type ReapplicationForm,
} from './reapplication-rules.js';
import {
  allowedNextStatuses,
  canMove,
  REAPPLICATION_STATUS_LABELS,
} from './reapplication-transitions.js';
import {
  ReapplicationsRepository,
  type ReapplicationListFilter,
  type ReapplicationView,
} from './reapplications.repository.js';
import type { ReapplicationRow, ReapplicationStatus } from './reapplications.table.js';
import type {
  DecideReapplicationInput,
  ReapplicationFacts,
  ReapplicationFormDefaults,
  ReapplicationGradeReport,
  ScholarshipTerm,
} from './reapplications.types.js';
import { ScholarsService } from '../scholars/scholars.service.js';
import { type ApplicationPosition } from '../positions/position.table.js';
import { CalendarService } from '../calendar/calendar.service.js';

export const REAPPLICATION_NOT_FOUND = 'Re-application not found';
export const GRADE_REPORT_NOT_FOUND = 'Grade report not found';
export const REAPPLICATION_CHANGED =
  'This re-application was changed by someone else in the meantime. Reload it and try again.';
export const VERIFY_FIRST = 'Please verify your email address before re-applying.';
export const NOT_A_SCHOLAR =
  'Only accepted scholars can re-apply. Trainees continue their training until HR accepts them.';
export const NOT_ACTIVE = (status: string) => `Your scholarship is ${status}: you cannot re-apply.`;
export const ALREADY = (term: AcademicTerm) =>
  `You have already re-applied for ${termLabel(term)}.`;

/** What a submission reads from its transport: the form, and the grades file stored as it arrives. */
export type ReadReapplicationForm = ReadForm<{ form: ReapplicationForm; grades?: StoredBlob }>;

type Continued = ScholarshipTerm | null;

/**
 * Re-application (A§2.3, A§2.5, A§4): an accepted scholar asks to continue for a
 * term; HR decides (reapplication-transitions.ts); the student hears of every
 * decision; an accepted one extends the scholarship to its term. Office staff
 * read their own scholars' re-applications and decide nothing.
 */
@Injectable()
export class ReapplicationsService implements OnModuleInit {
  private readonly loaders = new WeakMap<object, BatchLoader<string, Continued>>();

  constructor(
    private readonly repository: ReapplicationsRepository,
    private readonly scholars: ScholarsService,
    private readonly files: FilesService,
    private readonly notices: ReapplicationNotices,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    private readonly clock: Clock,
    private readonly calendar: CalendarService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    // A grades file is read like its re-application: by the scholar, HR and the scholar's office now.
    this.files.readableBy('reapplication_grades', (fileId, scope) =>
      this.repository.gradesFileInScope(fileId, scope),
    );
  }

  private today(): string {
    return todayIn(this.config.timeZone, this.clock.now());
  }

  /** One re-application the viewer may see (their own; their office's; any for HR); else NOT_FOUND. */
  get(viewer: User, id: string): Promise<ReapplicationView> {
    requireAccess(viewer, 'reapplication');
    return this.visible(viewer, id);
  }

  private async visible(viewer: User, id: string): Promise<ReapplicationView> {
    const found = isUuid(id) ? await this.repository.findView(id) : undefined;
    if (!found || !inScope(scopeFor(viewer), found))
      throw DomainError.notFound(REAPPLICATION_NOT_FOUND);
    return found;
  }

  mine(user: User): Promise<ReapplicationView[]> {
    requireAccess(user, 'myReapplications');
    return this.repository.listOwn(user.id);
  }

  /** A scholar record's re-applications, as far as the viewer's scope reaches (else none). */
  ofScholar(viewer: User, scholarId: string): Promise<ReapplicationView[]> {
    return this.repository.listOfScholar(scholarId, scopeFor(viewer));
  }

  list(
    viewer: User,
    filter: Omit<ReapplicationListFilter, 'program'> & { program?: string },
    request: PageRequest,
  ): Promise<Paged<ReapplicationView>> {
    requireAccess(viewer, 'reapplications');
    const program =
      filter.program && filter.program !== 'none'
        ? (filter.program as ApplicationPosition)
        : undefined;
    const scope = scopeFor(viewer);
    return pageOf(request, (window) => this.repository.page(scope, { ...filter, program }, window));
  }

  /** HR alone decides; everyone else gets nothing to choose. */
  allowedNextStatuses(viewer: User, row: ReapplicationView): readonly ReapplicationStatus[] {
    return allowedNextStatuses(row.status, viewer.role);
  }

  /** The current deployment if it is an accepted, active scholar's; else why not. */
  private async eligibleScholar(user: User) {
    const scholar = await this.scholars.currentOf(user.id);
    if (!scholar || scholar.stage !== 'scholar') throw DomainError.forbidden(NOT_A_SCHOLAR);
    if (scholar.status !== 'active') throw DomainError.forbidden(NOT_ACTIVE(scholar.status));
    return scholar;
  }

  /** A§2.3 prefill for an accepted scholar (null otherwise). */
  async formDefaults(user: User): Promise<ReapplicationFormDefaults | null> {
    requireAccess(user, 'reapplicationFormDefaults');
    const scholar = await this.eligibleScholar(user).catch(() => undefined);
    if (!scholar) return null;
    const { college, officeName, last } = await this.repository.formSources(user.id, scholar.id);
    const today = this.today();
    const name = `${user.firstname} ${user.lastname}`;
    return {
      name,
      idNumber: last?.idNumber ?? '',
      schoolDept: last?.schoolDept ?? college ?? officeName,
      courseYear: last?.courseYear ?? '',
      effectivityDate: scholar.startedOn,
      yearsInService: serviceSpan(scholar.startedOn, today),
      ...(await this.calendar.current()).termOf(today),
      signatureName: name,
      signatureDate: today,
    };
  }

  gradeChoices(user: User): Promise<ReapplicationGradeReport[]> {
    requireAccess(user, 'reapplicationGradeChoices');
    return this.repository
      .gradeChoices(user.id)
      .then((rows) => rows.map((row) => this.toGradeReport(row)));
  }

  /** A§2.3 Submit Re-Application: a verified, accepted and active scholar; one per term. */
  async submit(user: User, read: ReadReapplicationForm): Promise<ReapplicationView> {
    requireAccess(user, 'submitReapplication');
    if (!user.verified) throw DomainError.forbidden(VERIFY_FIRST);
    const scholar = await this.eligibleScholar(user);
    return this.files.withUploads(async (receive) => {
      const { form, grades } = await read(receive);
      const checked = checkReapplicationForm(form);
      if (form.gradeReportId !== undefined && grades)
        throw DomainError.badInput(REAPPLICATION_MESSAGES.bothGrades, {
          grades: REAPPLICATION_MESSAGES.bothGrades,
        });
      const report =
        form.gradeReportId !== undefined && isUuid(form.gradeReportId)
          ? await this.repository.gradeReport(form.gradeReportId)
          : undefined;
      if (form.gradeReportId !== undefined && report?.userId !== user.id)
        throw DomainError.notFound(GRADE_REPORT_NOT_FOUND);
      return await this.context.transaction(async () => {
        await this.scholars.lock(scholar.id);
        if (await this.repository.findForTerm(scholar.id, checked.term, checked.academicYear))
          throw DomainError.conflict(ALREADY(checked));
        const file = grades ? await this.files.record(user.id, grades) : undefined;
        const row = await this.repository.insert({
          ...checked,
          scholarId: scholar.id,
          gradeReportId: report?.id ?? null,
          gradesFileId: file?.id ?? null,
        });
        await this.repository.history.insert({
          reapplicationId: row.id,
          actorId: user.id,
          fromStatus: null,
          toStatus: 'pending',
          comment: 'Re-application submitted',
        });
        const submitted = (await this.repository.findView(row.id))!;
        await this.decisions.announce(await this.notices.submitted(submitted));
        return submitted;
      });
    });
  }

  /** HR: a status from the matrix with HR comments; the student hears of every decision. */
  async decide(actor: User, input: DecideReapplicationInput): Promise<ReapplicationView> {
    requireAccess(actor, 'decideReapplication');
    const before = await this.visible(actor, input.id);
    const version = input.expectedVersion ?? before.version;
    if (version !== before.version) throw DomainError.conflict(REAPPLICATION_CHANGED);
    if (!canMove(before.status, input.status, actor.role)) {
      const message = `A re-application that is ${REAPPLICATION_STATUS_LABELS[before.status]} cannot be set to ${REAPPLICATION_STATUS_LABELS[input.status]}; reopen it as Under Review first.`;
      throw DomainError.badInput(message, { status: message });
    }
    const hrComments = input.hrComments ?? before.hrComments;
    if (input.status === before.status && hrComments === before.hrComments) return before;
    await this.decisions.decide({
      write: () =>
        this.repository.update(
          { id: before.id, version, status: before.status },
          { status: input.status, hrComments, decidedBy: actor.id, decidedAt: this.clock.now() },
        ),
      conflict: REAPPLICATION_CHANGED,
      record: () =>
        this.repository.history.insert({
          reapplicationId: before.id,
          actorId: actor.id,
          fromStatus: before.status,
          toStatus: input.status,
          comment: input.hrComments ?? null,
        }),
      announce: (row: ReapplicationRow) => this.notices.decided(before, { ...before, ...row }),
    });
    return (await this.repository.findView(before.id))!;
  }

  history(reapplicationId: string) {
    return this.repository.history.list(reapplicationId);
  }

  async gradesFile(row: { gradesFileId: string | null }): Promise<StoredFile | null> {
    if (!row.gradesFileId) return null;
    const [file] = await this.files.findByIds([row.gradesFileId]);
    return file ? toStoredFile(file) : null;
  }

  async gradeReport(row: { gradeReportId: string | null }) {
    const report = row.gradeReportId && (await this.repository.gradeReport(row.gradeReportId));
    return report ? this.toGradeReport(report) : null;
  }

  /** HR's facts: office, confirmed hours of today's term, latest evaluation score, latest average. */
  async facts(row: ReapplicationView): Promise<ReapplicationFacts> {
    const calendar = await this.calendar.current();
    const term = calendar.termOf(this.today());
    const { from, to } = calendar.termDates(term);
    const facts = await this.repository.facts(row.scholarId, from, to);
    const labelOf = (t: string | null, year: string | null) =>
      t && year ? termLabel({ term: t as AcademicTerm['term'], academicYear: year }) : null;
    return {
      officeName: facts.officeName,
      hoursTermLabel: termLabel(term),
      confirmedHours: Math.round((facts.confirmedMinutes / 60) * 100) / 100,
      latestEvaluationScore: facts.evaluationItems ? scoreOf(facts.evaluationItems) : null,
      latestEvaluationTerm: labelOf(facts.evaluationTerm, facts.evaluationAcademicYear),
      latestGeneralAverage: facts.generalAverage,
      latestGradesTerm: labelOf(facts.gradesTerm, facts.gradesAcademicYear),
    };
  }

  /** The latest term accepted re-applications extend the scholarship to; one query per request. */
  continuedThrough(scholarId: string, scope: object = {}): Promise<Continued> {
    let loader = this.loaders.get(scope);
    if (!loader) {
      loader = new BatchLoader(
        async (ids: string[]) => {
          const found = await this.repository.continuedThrough(ids);
          return new Map(
            [...found].map(([id, term]) => [id, { ...term, label: termLabel(term) }] as const),
          );
        },
        () => null,
      );
      this.loaders.set(scope, loader);
    }
    return loader.load(scholarId);
  }

  /** The extension of a scholar the viewer may see (else the scholar is not found). */
  async continuationOf(viewer: User, scholarId: string): Promise<Continued> {
    requireAccess(viewer, 'reapplicationContinuation');
    const scholar = await this.scholars.get(viewer, scholarId);
    return this.continuedThrough(scholar.id);
  }

  private toGradeReport(row: {
    id: string;
    term: AcademicTerm['term'];
    academicYear: string;
    generalAverage: number | null;
    sourceFileId: string | null;
    updatedAt: Date;
  }): ReapplicationGradeReport {
    return {
      id: row.id,
      term: row.term,
      academicYear: row.academicYear,
      termLabel: termLabel(row),
      generalAverage: row.generalAverage,
      sourceUrl: row.sourceFileId ? `/api/files/${row.sourceFileId}` : null,
      updatedAt: row.updatedAt,
    };
  }
}
