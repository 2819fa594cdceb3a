import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { termLabel } from '../../common/academic-term.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { scopeFor } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { FilesService, type StoredBlob } from '../files/files.service.js';
import { toStoredFile, type StoredFile } from '../files/files.types.js';
import type { ReadForm } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { checkGradeReport, GRADE_MESSAGES, type GradeReportForm } from './grade-report-rules.js';
import { GradesRepository, type GradeReportView } from './grades.repository.js';
import { CalendarService } from '../calendar/calendar.service.js';

export const GRADE_REPORT_NOT_FOUND = 'Grade report not found';
export const SCHOLAR_NOT_FOUND = 'Scholar not found';
export const VERIFY_FIRST = 'Please verify your email address before saving your grades.';
export const GRADES_CHANGED =
  'These grades were saved again in the meantime (another tab or device). Reload them and try again.';
export const ALREADY_SAVED = (label: string) =>
  `You already saved grades for ${label}. Open that report to replace its rows.`;

/** What a save reads from its transport: the form, and the slip image stored as it arrives. */
export type ReadGradeReport = ReadForm<{ form: GradeReportForm; image?: StoredBlob }>;

/**
 * Grade reports (A§2.3 Grades Upload made real): the rows a student read from
 * their grade slip by OCR and corrected, saved per term with the slip's image.
 * The student sees their own; office staff those of their current scholars;
 * HR all — read-only for staff.
 */
@Injectable()
export class GradesService implements OnModuleInit {
  constructor(
    private readonly reports: GradesRepository,
    private readonly files: FilesService,
    private readonly context: DbContext,
    private readonly calendar: CalendarService,
  ) {}

  onModuleInit(): void {
    // A slip is read like its report: by the student, HR and the student's office now.
    this.files.readableBy('grade_slip', (fileId, scope) =>
      this.reports.imageInScope(fileId, scope),
    );
  }

  /** One report the viewer may see; else NOT_FOUND. */
  async get(viewer: User, id: string): Promise<GradeReportView> {
    requireAccess(viewer, 'gradeReport');
    const report = isUuid(id) ? await this.reports.findVisible(id, scopeFor(viewer)) : undefined;
    if (!report) throw DomainError.notFound(GRADE_REPORT_NOT_FOUND);
    return report;
  }

  /** The signed-in student's reports, latest term first. */
  mine(user: User): Promise<GradeReportView[]> {
    requireAccess(user, 'myGradeReports');
    return this.reports.listOfUser(user.id, { kind: 'own', userId: user.id });
  }

  /** Staff: the reports of one scholar in their scope (office staff: a current scholar of theirs). */
  async ofScholar(viewer: User, scholarId: string): Promise<GradeReportView[]> {
    requireAccess(viewer, 'gradeReports');
    const scope = scopeFor(viewer);
    const userId = isUuid(scholarId)
      ? await this.reports.userOfScholar(scholarId, scope)
      : undefined;
    if (!userId) throw DomainError.notFound(SCHOLAR_NOT_FOUND);
    return this.reports.listOfUser(userId, scope);
  }

  /** Staff: the reports of one student (a user id) in their scope; none outside it. */
  ofUser(viewer: User, userId: string): Promise<GradeReportView[]> {
    requireAccess(viewer, 'gradeReports');
    if (!isUuid(userId)) return Promise.resolve([]);
    return this.reports.listOfUser(userId, scopeFor(viewer));
  }

  /** For the re-application review: the general average of the student's latest term that has one. */
  latestGeneralAverage(userId: string): Promise<number | null> {
    return this.reports.latestGeneralAverage(userId);
  }

  /**
   * Save: a verified student's grades for a term, with the slip image. The
   * first save of a term needs the image; saving the term again replaces the
   * rows (and the image when one is sent) at the version the student read.
   */
  async save(user: User, read: ReadGradeReport): Promise<GradeReportView> {
    requireAccess(user, 'saveGradeReport');
    if (!user.verified) throw DomainError.forbidden(VERIFY_FIRST);
    return this.files.withUploads(async (receive) => {
      const { form, image } = await read(receive);
      const checked = checkGradeReport(form, await this.calendar.currentTerm());
      const { expectedVersion, ...values } = checked;
      const saved = await this.context.transaction(async () => {
        const existing = await this.reports.findForTerm(
          user.id,
          checked.term,
          checked.academicYear,
        );
        if (!existing) {
          if (!image)
            throw DomainError.badInput(GRADE_MESSAGES.imageRequired, {
              image: GRADE_MESSAGES.imageRequired,
            });
          const file = await this.files.record(user.id, image);
          const row = await this.reports.insert({
            ...values,
            userId: user.id,
            sourceFileId: file.id,
          });
          if (!row) throw DomainError.conflict(GRADES_CHANGED);
          return row;
        }
        if (expectedVersion === undefined)
          throw DomainError.conflict(ALREADY_SAVED(termLabel(checked)));
        if (expectedVersion !== existing.version) throw DomainError.conflict(GRADES_CHANGED);
        const file = image ? await this.files.record(user.id, image) : undefined;
        const row = await this.reports.update(existing, {
          rows: values.rows,
          meta: values.meta,
          generalAverage: values.generalAverage,
          ...(file ? { sourceFileId: file.id } : {}),
        });
        if (!row) throw DomainError.conflict(GRADES_CHANGED);
        if (file && existing.sourceFileId) await this.files.remove([existing.sourceFileId]);
        return row;
      });
      return (await this.reports.findVisible(saved.id, { kind: 'all' }))!;
    });
  }

  async image(report: { sourceFileId: string | null }): Promise<StoredFile | null> {
    if (!report.sourceFileId) return null;
    const [file] = await this.files.findByIds([report.sourceFileId]);
    return file ? toStoredFile(file) : null;
  }
}
