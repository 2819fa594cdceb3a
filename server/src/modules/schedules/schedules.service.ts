import { Injectable, type OnModuleInit } from '@nestjs/common';
import { requireAccess } from '../../common/access/require-access.js';
import { termLabel, type AcademicTerm } from '../../common/academic-term.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { scopeFor, type Scope } from '../../common/scope.js';
import { isUuid } from '../../common/uuid.js';
import { DbContext } from '../../db/db-context.js';
import { FilesService, type StoredBlob } from '../files/files.service.js';
import type { ReadForm } from '../files/multipart-form.js';
import type { User } from '../users/users.table.js';
import { Decisions } from '../workflow/decisions.js';
import { ScheduleNotices } from './schedule-notices.js';
import { checkScheduleTerm, SCHEDULE_MESSAGES } from './schedule-rules.js';
import { SchedulesRepository, type ClassScheduleView } from './schedules.repository.js';
import { CalendarService } from '../calendar/calendar.service.js';

/** What an upload reads from its transport: the term fields, and the PDF stored as it arrives. */
export type ReadScheduleForm = ReadForm<{
  term?: string | null;
  academicYear?: string | null;
  file?: StoredBlob;
}>;

/** Whose schedules a staff member asks for: a student account or a scholar (deployment) row. */
export type ScheduleOwner = { userId: string } | { scholarId: string };

/**
 * Class schedules (A§2.3 Upload Schedule, issue #11): a verified student
 * uploads a PDF per term; the latest replaces the previous one, which stays
 * as history. Read by the student, the staff of the office the student
 * serves now, and HR; anyone else is told it does not exist.
 */
@Injectable()
export class SchedulesService implements OnModuleInit {
  constructor(
    private readonly schedules: SchedulesRepository,
    private readonly files: FilesService,
    private readonly notices: ScheduleNotices,
    private readonly decisions: Decisions,
    private readonly context: DbContext,
    private readonly calendar: CalendarService,
  ) {}

  onModuleInit(): void {
    // Not every office's staff: only the one the student serves now, and HR.
    this.files.readableBy('class_schedule', (fileId, scope) =>
      this.schedules.fileInScope(fileId, scope),
    );
  }

  /** The term today falls in: the upload form's default. */
  async currentTerm(): Promise<AcademicTerm & { label: string }> {
    const term = await this.calendar.currentTerm();
    return { ...term, label: termLabel(term) };
  }

  /** The student's own: current ones first (latest term first), then the replaced ones. */
  mine(user: User): Promise<ClassScheduleView[]> {
    requireAccess(user, 'myClassSchedules');
    return this.schedules.listOfUser(user.id);
  }

  /** A student's schedules for staff in scope (HR: any student; office: its deployed ones). */
  async ofStudent(viewer: User, owner: ScheduleOwner): Promise<ClassScheduleView[]> {
    requireAccess(viewer, 'classSchedules');
    const scope = scopeFor(viewer);
    const userId = await this.ownerInScope(scope, owner);
    return this.schedules.listOfUser(userId);
  }

  async get(viewer: User, id: string): Promise<ClassScheduleView> {
    requireAccess(viewer, 'classSchedule');
    const schedule = isUuid(id) ? await this.schedules.findView(id, scopeFor(viewer)) : undefined;
    if (!schedule) throw DomainError.notFound(SCHEDULE_MESSAGES.notFound);
    return schedule;
  }

  /**
   * Saves a verified student's schedule for a term (default: today's). Any
   * verified student may upload — a newcomer's schedule is ready when they
   * are deployed — but office staff see it only while the student serves
   * at their office, and only they are told of it.
   */
  async upload(user: User, read: ReadScheduleForm): Promise<ClassScheduleView> {
    requireAccess(user, 'uploadClassSchedule');
    if (!user.verified) throw DomainError.forbidden(SCHEDULE_MESSAGES.verifyFirst);
    return this.files.withUploads(async (receive) => {
      const form = await read(receive);
      const term = checkScheduleTerm(form, await this.calendar.currentTerm());
      if (!form.file)
        throw DomainError.badInput(SCHEDULE_MESSAGES.fileRequired, {
          file: SCHEDULE_MESSAGES.fileRequired,
        });
      const blob = form.file;
      return this.context.transaction(async () => {
        await this.schedules.lockUser(user.id);
        const before = await this.schedules.listOfUser(user.id);
        const replaced = before.some(
          (row) =>
            row.replacedAt === null &&
            row.term === term.term &&
            row.academicYear === term.academicYear,
        );
        await this.schedules.replaceCurrent(user.id, term.term, term.academicYear);
        const file = await this.files.record(user.id, blob);
        const row = await this.schedules.insert({ userId: user.id, ...term, fileId: file.id });
        const deployment = await this.schedules.currentDeployment(user.id);
        await this.decisions.announce(
          await this.notices.uploaded(user, term, deployment, replaced),
        );
        return (await this.schedules.findView(row.id, { kind: 'all' }))!;
      });
    });
  }

  private async ownerInScope(scope: Scope, owner: ScheduleOwner): Promise<string> {
    if ('scholarId' in owner) {
      const userId = isUuid(owner.scholarId)
        ? await this.schedules.userOfScholar(owner.scholarId, scope)
        : undefined;
      if (!userId) throw DomainError.notFound(SCHEDULE_MESSAGES.scholarNotFound);
      return userId;
    }
    const found =
      isUuid(owner.userId) && (await this.schedules.studentInScope(owner.userId, scope));
    if (!found) throw DomainError.notFound(SCHEDULE_MESSAGES.studentNotFound);
    return owner.userId;
  }
}
