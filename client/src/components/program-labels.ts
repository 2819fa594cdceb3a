/** The two scholarship programmes (an application's position, a scholar's program). */
export type ScholarProgram = 'student_assistant' | 'student_marshal';

export const PROGRAM_LABELS: Record<ScholarProgram, string> = {
  student_assistant: 'Student Assistant',
  student_marshal: 'Student Marshal',
};
