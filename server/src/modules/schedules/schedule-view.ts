import { termLabel } from '../../common/academic-term.js';
import type { ClassScheduleView } from './schedules.repository.js';
import type { ClassSchedule } from './schedules.types.js';

/** One shape for both transports; the file is referenced by its download path. */
export function toClassSchedule(view: ClassScheduleView): ClassSchedule {
  return {
    id: view.id,
    userId: view.userId,
    studentName: `${view.studentFirstName} ${view.studentLastName}`,
    term: view.term,
    academicYear: view.academicYear,
    termLabel: termLabel(view),
    current: view.replacedAt === null,
    uploadedAt: view.uploadedAt,
    replacedAt: view.replacedAt,
    file: {
      id: view.fileId,
      url: `/api/files/${view.fileId}`,
      name: view.fileName,
      mimeType: view.fileMime,
      size: view.fileSize,
    },
  };
}
