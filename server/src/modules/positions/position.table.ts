import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * The scholarship: Student Assistant or Student Marshal. Applications,
 * scholars, requests, evaluations and the master list all speak of it, so it
 * is a module of its own that imports no domain.
 */
export const applicationPosition = pgEnum('application_position', [
  'student_assistant',
  'student_marshal',
]);
export type ApplicationPosition = (typeof applicationPosition.enumValues)[number];
