import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../db/columns.js';
import {
  historyColumns,
  historyParent,
  statusChangeColumns,
} from '../../common/history/history.columns.js';
import { files } from '../files/files.table.js';
import { applicationPosition } from '../positions/position.table.js';
import { users } from '../users/users.table.js';

export const applicationStatus = pgEnum('application_status', [
  'pending',
  'under_review',
  'interview_scheduled',
  'passed_interview',
  'hours_completed',
  'failed_interview',
  'accepted',
  'rejected',
  'withdrawn',
  'on_hold',
]);

export interface Relative {
  name: string;
  department: string;
  relationship: string;
}

export interface Seminar {
  title: string;
  sponsoringAgency: string;
  inclusiveDate: string;
  place: string;
}

/** Statuses after which a student may apply again (A§2.1 "active application"). */
export const INACTIVE_STATUSES = ['failed_interview', 'rejected', 'withdrawn'] as const;

/** A scholarship application: every field of A§3, workflow status and version (ARCHITECTURE §4). */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: applicationPosition('position').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    version: integer('version').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),

    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    age: integer('age').notNull(),
    citizenship: text('citizenship').notNull(),
    gender: text('gender').notNull(),
    civilStatus: text('civil_status').notNull(),

    homeAddress: text('home_address').notNull(),
    homeStreet: text('home_street'),
    homeBarangay: text('home_barangay').notNull(),
    homeCity: text('home_city').notNull(),
    homeProvince: text('home_province').notNull(),
    baguioAddress: text('baguio_address').notNull(),
    baguioStreet: text('baguio_street'),
    baguioBarangay: text('baguio_barangay').notNull(),
    baguioCity: text('baguio_city').notNull(),
    homeContact: text('home_contact').notNull(),
    baguioContact: text('baguio_contact').notNull(),

    fatherName: text('father_name'),
    fatherNameUnknown: boolean('father_name_unknown').notNull().default(false),
    fatherOccupation: text('father_occupation'),
    fatherOccupationUnknown: boolean('father_occupation_unknown').notNull().default(false),
    motherName: text('mother_name'),
    motherNameUnknown: boolean('mother_name_unknown').notNull().default(false),
    motherOccupation: text('mother_occupation'),
    motherOccupationUnknown: boolean('mother_occupation_unknown').notNull().default(false),
    emergencyContact: text('emergency_contact').notNull(),
    emergencyContactNumber: text('emergency_contact_number').notNull(),

    hasRelativeWorking: boolean('has_relative_working').notNull().default(false),
    relatives: jsonb('relatives').$type<Relative[]>().notNull().default([]),

    elementary: text('elementary'),
    elementaryYears: text('elementary_years'),
    highSchool: text('high_school'),
    highSchoolYears: text('high_school_years'),
    college: text('college'),
    collegeYears: text('college_years'),
    others: text('others'),
    othersYears: text('others_years'),
    seminars: jsonb('seminars').$type<Seminar[]>().notNull().default([]),

    agreedToTerms: boolean('agreed_to_terms').notNull(),
    conformity: boolean('conformity').notNull(),
    parentGuardianName: text('parent_guardian_name').notNull(),
    parentConsent: boolean('parent_consent').notNull(),

    hrComments: text('hr_comments'),
    interviewDate: date('interview_date', { mode: 'string' }),
    interviewTime: text('interview_time'),
    interviewLocation: text('interview_location'),
    interviewNotes: text('interview_notes'),
    ...timestamps,
  },
  (table) => [
    // At most one active application per student (A§2.1, ARCHITECTURE §4).
    uniqueIndex('applications_one_active_per_user')
      .on(table.userId)
      .where(sql`${table.status} not in ('failed_interview', 'rejected', 'withdrawn')`),
    index('applications_submitted_idx').on(
      table.submittedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applications_status_submitted_idx').on(
      table.status,
      table.submittedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applications_status_position_submitted_idx').on(
      table.status,
      table.position,
      table.submittedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The staff search: ILIKE '%…%' on "first last" and on the e-mail (pg_trgm, migration 0004).
    index('applications_name_search_idx').using(
      'gin',
      sql`(${table.firstName} || ' ' || ${table.lastName}) gin_trgm_ops`,
    ),
    index('applications_email_search_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('applications_position_submitted_idx').on(
      table.position,
      table.submittedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

export const applicationDocumentKind = pgEnum('application_document_kind', [
  'profile_photo',
  'certificate',
  'parent_id',
  'id_document',
  'signature',
]);

/** The files attached to an application; deleting the application deletes these links. */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: applicationDocumentKind('kind').notNull(),
    /** Order of certificates as uploaded. */
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.fileId] })],
);

/** The audit trail: one row per status change (or comment while staying). */
export const applicationEvents = pgTable(
  'application_events',
  {
    ...historyColumns(() => users.id),
    applicationId: historyParent('application_id', () => applications.id),
    ...statusChangeColumns(applicationStatus),
    comment: text('comment'),
    /**
     * On a status change: when the application entered `from_status` (the previous change's
     * time), so the time spent in each stage is read from one row, not the whole trail.
     */
    stayStartedAt: timestamp('stay_started_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('application_events_application_idx').on(table.applicationId, table.createdAt),
    // HR Analytics reads the trail by period (pending over time, decisions, stays).
    index('application_events_created_idx').on(table.createdAt),
    // A year's decisions and stays without reading the rest of the trail (index-only). The
    // analytics queries repeat each predicate word for word, so the planner can prove it.
    index('application_events_decisions_idx')
      .on(table.createdAt, table.applicationId)
      .where(
        sql`${table.toStatus} in ('accepted', 'rejected', 'failed_interview') and ${table.fromStatus} is distinct from ${table.toStatus}`,
      ),
    index('application_events_stays_idx')
      .on(table.createdAt, table.fromStatus, table.stayStartedAt)
      .where(sql`${table.stayStartedAt} is not null`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type ApplicationStatus = (typeof applicationStatus.enumValues)[number];
export type ApplicationDocumentKind = (typeof applicationDocumentKind.enumValues)[number];
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
