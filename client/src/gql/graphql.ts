/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The invitee chooses a password with the code from the link. */
export type AcceptInvitationInput = {
  /** The code from the invitation link. */
  code: string;
  confirmPassword: string;
  password: string;
};

export type AddNonWorkingDayInput = {
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM from which; blank: the whole day. */
  fromTime?: string | null | undefined;
  kind: NonWorkingDayKind;
  /** Only these offices; empty or null: every office. */
  officeIds?: Array<string | number> | null | undefined;
  reason: string;
};

/** HR’s answer: fulfilled, partially_fulfilled or declined (with a reason), or back to open. */
export type AnswerScholarRequestInput = {
  /** Shown to the office; required when declining. */
  answer?: string | null | undefined;
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
  /** One of the request’s allowedNextStatuses. */
  status: ScholarRequestStatus;
};

/** read: queries (GraphQL) and GET requests (REST) only; write: everything the owner may do. */
export type ApiTokenScope = 'read' | 'write';

/** What an attached file is for. */
export type ApplicationDocumentKind =
  'certificate' | 'id_document' | 'parent_id' | 'profile_photo' | 'signature';

/** Filters of the staff list; all optional and combined. */
export type ApplicationFilter = {
  position?: ApplicationPosition | null | undefined;
  /** Part of the applicant’s name or e-mail address. */
  search?: string | null | undefined;
  status?: ApplicationStatus | null | undefined;
};

/** The scholarship applied for. */
export type ApplicationPosition = 'student_assistant' | 'student_marshal';

/** Where an application is in the hiring pipeline (A§4). */
export type ApplicationStatus =
  | 'accepted'
  | 'failed_interview'
  | 'hours_completed'
  | 'interview_scheduled'
  | 'on_hold'
  | 'passed_interview'
  | 'pending'
  | 'rejected'
  | 'under_review'
  | 'withdrawn';

export type ApplyImportInput = {
  id: string | number;
  /** Office staff: mail each new invitation (else resend it later). */
  sendInvitations?: boolean | null | undefined;
  /** Students and scholars: mail each new account a link to choose a password. */
  sendPasswordEmails?: boolean | null | undefined;
};

/** How a backup run ended (running while it has not). */
export type BackupOutcome = 'failed' | 'running' | 'succeeded';

/** The student cancels their own pending leave request. */
export type CancelLeaveRequestInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
};

/** The office withdraws its own open request. */
export type CancelScholarRequestInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
};

export type ChangeEmailInput = {
  newEmail: string;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

/** Office: confirm one day with a complete IN/OUT pair. */
export type ConfirmDtrDayInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  scholarId: string | number;
  /** YYYY-MM-DD. */
  workDate: string;
};

/** Office: confirm every complete, unconfirmed day of a month at once — of one scholar, or of every scholar of an office. */
export type ConfirmDtrDaysInput = {
  /** YYYY-MM. */
  month: string;
  /** HR: the office (required without scholarId); office staff: always their own. */
  officeId?: string | number | null | undefined;
  /** One scholar; left out: the whole office. */
  scholarId?: string | number | null | undefined;
};

/** Office: correct a day’s times (the old values, the editor and the reason are kept; the student is notified). A reason is required in an approved month. */
export type CorrectDtrDayInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** HH:MM; blank or null: no time. */
  in1?: string | null | undefined;
  in2?: string | null | undefined;
  out1?: string | null | undefined;
  out2?: string | null | undefined;
  reason?: string | null | undefined;
  scholarId: string | number;
  /** Also set the status; left out, the day keeps its status. */
  status?: DtrEntryStatus | null | undefined;
  /** YYYY-MM-DD. */
  workDate: string;
};

export type CreateApiTokenInput = {
  /** Days until it expires: 30, 90, 365; null for never (admin only). */
  expiresInDays?: number | null | undefined;
  /** What the token is for ("Payroll export"). */
  name: string;
  scope: ApiTokenScope;
};

export type CreateKioskInput = {
  name: string;
  /** HR: the office; office staff: their own. */
  officeId?: string | number | null | undefined;
};

/** A§2.3 Leave form. Name and ID # are required, then a type and the dates (inside the deployment, not overlapping a pending or approved leave). */
export type CreateLeaveRequestInput = {
  /** Course & Year. */
  courseYear?: string | null | undefined;
  /** YYYY-MM-DD. */
  dateFrom?: string | null | undefined;
  /** YYYY-MM-DD, on or after dateFrom. */
  dateTo?: string | null | undefined;
  /** Days / hours, as the student writes them. */
  daysHours?: string | null | undefined;
  /** ID #. */
  idNumber?: string | null | undefined;
  name?: string | null | undefined;
  /** At most 2,000 characters. */
  reasons?: string | null | undefined;
  /** School / Department. */
  schoolDept?: string | null | undefined;
  /** YYYY-MM-DD. */
  signatureDate?: string | null | undefined;
  /** Signature over Printed Name. */
  signatureName?: string | null | undefined;
  type?: LeaveType | null | undefined;
};

/** A§2.4 Create Scholar Request: how many scholars the office needs. */
export type CreateScholarRequestInput = {
  /** Of them female; 0 when left out. */
  female?: number | null | undefined;
  /** Of them male; 0 when left out. */
  male?: number | null | undefined;
  notes?: string | null | undefined;
  /** Left out: either will do. */
  scholarType?: ApplicationPosition | null | undefined;
  /** Scholars needed, 1 to 50. */
  total: number;
};

/** Office: approve a submitted month, or return it with remarks. */
export type DecideDtrMonthInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** YYYY-MM. */
  month: string;
  /** Required when returning: what to fix. */
  remarks?: string | null | undefined;
  scholarId: string | number;
  /** approved or returned. */
  status: DtrMonthStatus;
};

/** A decision on a leave request: office staff of the scholar’s office or HR (see allowedNextStatuses). */
export type DecideLeaveRequestInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** HR only; left out keeps it. */
  hrNote?: string | null | undefined;
  id: string | number;
  /** The office’s remarks; left out keeps them. */
  remarks?: string | null | undefined;
  status: LeaveStatus;
};

/** HR decides a re-application (see allowedNextStatuses). */
export type DecideReapplicationInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** HR comments; left out keeps them. */
  hrComments?: string | null | undefined;
  id: string | number;
  status: ReapplicationStatus;
};

/** A recorded day is unconfirmed until the office confirms it (A§3). */
export type DtrEntryStatus = 'confirmed' | 'unconfirmed';

/** Something for the office to look at (never blocking): over_ten_hours, sunday, closed_day (entries on a day the university closed the office, or past its closing time), early_in (before 06:00), late_out (after 21:00), identical_times (the same times on every recorded day of the month, at least three); of punched days: missing_out (an IN with no OUT once the day is over), over_office_max (more than the office's daily maximum), outside_office_hours (a punch before the office opens or after it closes), late_send (a punch sent late from a phone that was offline). */
export type DtrFlag =
  | 'closed_day'
  | 'early_in'
  | 'identical_times'
  | 'late_out'
  | 'late_send'
  | 'missing_out'
  | 'outside_office_hours'
  | 'over_office_max'
  | 'over_ten_hours'
  | 'sunday';

/** A month as submitted to the office: draft → submitted → approved, or returned with remarks and submitted again. */
export type DtrMonthStatus = 'approved' | 'draft' | 'returned' | 'submitted';

export type EmailInput = {
  email: string;
};

/** A§9: Attendance, Punctuality, Engagement, Attitude, Performance. */
export type EvaluationCriterion =
  'attendance' | 'attitude' | 'engagement' | 'performance' | 'punctuality';

/** Filters of the evaluations list; all optional and combined. */
export type EvaluationFilter = {
  /** "2026-2027". */
  academicYear?: string | null | undefined;
  /** The evaluating office (office staff: their own). */
  officeId?: string | number | null | undefined;
  /** The scholarship. */
  program?: ApplicationPosition | null | undefined;
  /** One scholar’s evaluations. */
  scholarId?: string | number | null | undefined;
  /** Part of the student’s name or of the office’s name. */
  search?: string | null | undefined;
  term?: EvaluationTerm | null | undefined;
};

/** One criterion as rated: left out or null rating is blank. */
export type EvaluationItemInput = {
  comment?: string | null | undefined;
  criterion: EvaluationCriterion;
  /** 1–5; null: blank. */
  rating?: number | null | undefined;
};

/** first: First Semester (August–December); second: Second Semester (January–May); short: Short Term (June–July). */
export type EvaluationTerm = 'first' | 'second' | 'short';

/** Office: mark a day excused (an emergency: no undertime or late counted); a blank reason removes the excuse. */
export type ExcuseDtrDayInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  reason?: string | null | undefined;
  scholarId: string | number;
  /** YYYY-MM-DD. */
  workDate: string;
};

export type GradeReportMetaInput = {
  averages?: string | null | undefined;
  date?: string | null | undefined;
  enrolledBy?: string | null | undefined;
  level?: string | null | undefined;
  program?: string | null | undefined;
};

/** One row as the student corrected it. */
export type GradeReportRowInput = {
  faculty?: string | null | undefined;
  /** 50–100 or blank. */
  final?: number | null | undefined;
  /** 50–100 or blank. */
  one?: number | null | undefined;
  status?: string | null | undefined;
  /** Required. */
  subject?: string | null | undefined;
  /** 50–100 or blank. */
  two?: number | null | undefined;
  /** Greater than 0; blank is 3.00. */
  units?: number | null | undefined;
};

/** What a spreadsheet brings in: offices, office staff (as invitations), students, scholars. */
export type ImportKind = 'office_staff' | 'offices' | 'scholars' | 'students';

/** What a row does: creates, updates (matched by e-mail, or an office by its code), nothing, or is in error. */
export type ImportRowAction = 'create' | 'error' | 'unchanged' | 'update';

/** previewed: dry run done, nothing written; applying: being written (in batches for a long file); applied; failed: stopped, may be applied again; cancelled. */
export type ImportStatus = 'applied' | 'applying' | 'cancelled' | 'failed' | 'previewed';

/** The interview fields of a draft decision, for the e-mail preview. */
export type InterviewPreviewInput = {
  applicationId: string | number;
  /** YYYY-MM-DD, today or later. */
  interviewDate?: string | null | undefined;
  interviewLocation?: string | null | undefined;
  interviewNotes?: string | null | undefined;
  /** HH:MM between 08:00 and 17:00. */
  interviewTime?: string | null | undefined;
};

/** pending: the link works; expired: resend it; accepted; revoked. */
export type InvitationStatus = 'accepted' | 'expired' | 'pending' | 'revoked';

/** HR invites a new hr or office account (sign-up stays student-only). */
export type InviteStaffInput = {
  email: string;
  firstname: string;
  lastname: string;
  /** Required for an office account. */
  officeId?: string | number | null | undefined;
  /** hr or office. */
  role: UserRole;
};

/** Filters of the staff leave list; all optional and combined. */
export type LeaveRequestFilter = {
  /** HR only; office staff always see their own. */
  officeId?: string | number | null | undefined;
  /** Part of the student’s name or ID #. */
  search?: string | null | undefined;
  status?: LeaveStatus | null | undefined;
  type?: LeaveType | null | undefined;
};

/** pending until decided; approved or disapproved by the office or HR (HR’s "rejected" is disapproved); cancelled by the student while pending, or by HR — final. */
export type LeaveStatus = 'approved' | 'cancelled' | 'disapproved' | 'pending';

/** A§2.3 Type of Leave: sick (Sick Leave), social (Social Orientation), vacation (labelled Bereavement Leave), others (Others). */
export type LeaveType = 'others' | 'sick' | 'social' | 'vacation';

/** Filters of the scholars master list; all optional and combined. The term defaults to the current one (university time); a term or year left out is taken from it. */
export type MasterListFilter = {
  /** "2026-2027". */
  academicYear?: string | null | undefined;
  /** The office the scholar serves at now. */
  officeId?: string | number | null | undefined;
  /** SA or SM. */
  program?: ApplicationPosition | null | undefined;
  status?: ScholarStatus | null | undefined;
  term?: EvaluationTerm | null | undefined;
};

/** holiday: a regular holiday; special: a special non-working day; suspension: classes and offices suspended (announced ahead or the same day). */
export type NonWorkingDayKind = 'holiday' | 'special' | 'suspension';

/** Picks the icon: success, warning, error or info. */
export type NotificationType = 'error' | 'info' | 'success' | 'warning';

export type PreviewImportInput = {
  kind: ImportKind;
};

/** A scanned code (the QR's URL or the bare code). */
export type PunchInput = {
  code: string;
  /** The phone's clock when it scanned, for a scan sent later (offline). */
  scannedAt?: string | null | undefined;
};

/** punches_only: scholars record time only by punching in at the office's screen (the office still corrects days); punches_or_typed: they may also type their times. */
export type PunchMode = 'punches_only' | 'punches_or_typed';

export type PunchSettingsInput = {
  closesAt: string;
  maxMinutesPerDay: number;
  mode: PunchMode;
  /** HR: the office; office staff: their own. */
  officeId?: string | number | null | undefined;
  opensAt: string;
};

/** A time slot of a DTR day, in the order punches fill them: in1, out1, in2, out2. */
export type PunchSlot = 'in1' | 'in2' | 'out1' | 'out2';

/** Filters of ReApplication Management; all optional and combined. */
export type ReapplicationFilter = {
  /** A§9 scholarship filter: none (every one), student_assistant, student_marshal. */
  program?: string | null | undefined;
  /** Part of the student’s name or ID #. */
  search?: string | null | undefined;
  status?: ReapplicationStatus | null | undefined;
};

/** A§4: pending until HR looks at it; under_review; accepted (the scholarship continues for that term) or rejected — revisable by reopening to under_review. */
export type ReapplicationStatus = 'accepted' | 'pending' | 'rejected' | 'under_review';

/** HR: move a scholar to another office. */
export type ReassignScholarInput = {
  comment?: string | null | undefined;
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
  officeId: string | number;
};

/** A relative working at the university. */
export type RelativeInput = {
  department?: string;
  name?: string;
  relationship?: string;
};

/** The six documents of A§9, in order: Letter of Application; Resume/Curriculum Vitae; Photocopy of Recent Grades; Photocopy of Good Moral Certificate; Photocopy of Barangay Certificate of Indigency/BIR Tax Exemption Certificate of Parent or Guardian; Photocopy of Birth Certificate (NSO/PSA). */
export type RequirementDocumentKey =
  | 'birth_certificate'
  | 'good_moral'
  | 'indigency'
  | 'letter_of_application'
  | 'recent_grades'
  | 'resume';

/** submitted (waiting for HR), approved, or needs_reupload (see the note). */
export type RequirementItemStatus = 'approved' | 'needs_reupload' | 'submitted';

/** HR Requirements search and filter. */
export type RequirementSubmissionFilter = {
  /** Part of the student’s name or e-mail. */
  search?: string | null | undefined;
  status?: RequirementSubmissionStatus | null | undefined;
};

/** From the items: needs_reupload when any item does, approved when all six are, else submitted. */
export type RequirementSubmissionStatus = 'approved' | 'needs_reupload' | 'submitted';

export type ResetPasswordInput = {
  /** The code from the reset link. */
  code: string;
  password: string;
};

/** HR approves one item or asks for a re-upload (a note is required then). */
export type ReviewRequirementItemInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  key: RequirementDocumentKey;
  note?: string | null | undefined;
  /** approved or needs_reupload. */
  status: RequirementItemStatus;
  submissionId: string | number;
};

export type SaveAcademicYearInput = {
  /** "2026-2027". */
  academicYear: string;
  /** The three terms, each once. */
  terms: Array<TermDatesInput>;
};

/** A student’s own day: empty times delete an unconfirmed day (or clear it when the office excused or corrected it). */
export type SaveDtrDayInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** HH:MM; blank or null: no time. */
  in1?: string | null | undefined;
  in2?: string | null | undefined;
  out1?: string | null | undefined;
  out2?: string | null | undefined;
  /** YYYY-MM-DD. */
  workDate: string;
};

/** Office staff: save their office’s evaluation of a scholar for a term (made the first time, updated after, the earlier version kept). */
export type SaveEvaluationInput = {
  /** "2026-2027": two consecutive years. */
  academicYear: string;
  /** The version the form was loaded with, 0 when there was no evaluation yet; another answers CONFLICT. Left out: no check. */
  expectedVersion?: number | null | undefined;
  /** The criteria rated or commented; those left out are blank. */
  items?: Array<EvaluationItemInput>;
  remarks?: string | null | undefined;
  scholarId: string | number;
  term: EvaluationTerm;
};

/** Save a term’s grades: 1 to 60 rows, a general average 50–100 or blank. Saving a term again needs expectedVersion. */
export type SaveGradeReportInput = {
  /** "2026-2027". */
  academicYear: string;
  /** The version of the term’s report being replaced; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  generalAverage?: number | null | undefined;
  meta?: GradeReportMetaInput | null | undefined;
  rows: Array<GradeReportRowInput>;
  term: EvaluationTerm;
};

/** Filters of the scholars list; all optional and combined. */
export type ScholarFilter = {
  /** True: only deployments not ended (those serving now); false: only ended ones. */
  current?: boolean | null | undefined;
  /** HR only; office staff always see their own. */
  officeId?: string | number | null | undefined;
  program?: ApplicationPosition | null | undefined;
  /** Part of the name or e-mail address. */
  search?: string | null | undefined;
  stage?: ScholarStage | null | undefined;
  status?: ScholarStatus | null | undefined;
};

/** Filters of the scholar requests list; all optional and combined. */
export type ScholarRequestFilter = {
  /** HR only; office staff always see their own. */
  officeId?: string | number | null | undefined;
  /** Part of the office’s name, the requester’s or the notes. */
  search?: string | null | undefined;
  status?: ScholarRequestStatus | null | undefined;
};

/** open: waiting for HR; fulfilled, partially_fulfilled, declined: HR’s answer; cancelled: withdrawn by the office. */
export type ScholarRequestStatus =
  'cancelled' | 'declined' | 'fulfilled' | 'open' | 'partially_fulfilled';

/** trainee: rendering the 130 training hours; scholar: accepted. */
export type ScholarStage = 'scholar' | 'trainee';

/** A§4 scholar statuses. */
export type ScholarStatus = 'active' | 'inactive' | 'suspended';

/** A seminar, training or conference row; blank rows are dropped. */
export type SeminarInput = {
  inclusiveDate?: string;
  place?: string;
  sponsoringAgency?: string;
  title?: string;
};

export type SignInInput = {
  email: string;
  password: string;
};

/** A new student account. */
export type SignUpInput = {
  confirmPassword: string;
  email: string;
  firstname: string;
  lastname: string;
  password: string;
};

/** The application form without its files. */
export type SubmitApplicationInput = {
  age: number;
  agreedToTerms: boolean;
  baguioAddress: string;
  baguioBarangay: string;
  baguioCity: string;
  baguioContact: string;
  baguioStreet?: string | null | undefined;
  citizenship: string;
  civilStatus: string;
  college?: string | null | undefined;
  collegeYears?: string | null | undefined;
  conformity: boolean;
  elementary?: string | null | undefined;
  elementaryYears?: string | null | undefined;
  emergencyContact: string;
  emergencyContactNumber: string;
  fatherName?: string | null | undefined;
  fatherNameUnknown?: boolean;
  fatherOccupation?: string | null | undefined;
  fatherOccupationUnknown?: boolean;
  firstName: string;
  gender: string;
  hasRelativeWorking?: boolean;
  highSchool?: string | null | undefined;
  highSchoolYears?: string | null | undefined;
  homeAddress: string;
  homeBarangay: string;
  homeCity: string;
  homeContact: string;
  homeProvince: string;
  homeStreet?: string | null | undefined;
  lastName: string;
  motherName?: string | null | undefined;
  motherNameUnknown?: boolean;
  motherOccupation?: string | null | undefined;
  motherOccupationUnknown?: boolean;
  others?: string | null | undefined;
  othersYears?: string | null | undefined;
  parentConsent: boolean;
  parentGuardianName: string;
  position: ApplicationPosition;
  relatives?: Array<RelativeInput>;
  seminars?: Array<SeminarInput>;
};

/** A student hands in a month (draft or returned → submitted). */
export type SubmitDtrMonthInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** YYYY-MM. */
  month: string;
};

/** A§2.3 Re-application form. Name and ID # are required; the term defaults to first; Academic Year YYYY-YYYY. */
export type SubmitReapplicationInput = {
  /** YYYY-YYYY, consecutive years. */
  academicYear?: string | null | undefined;
  /** Course & Year. */
  courseYear?: string | null | undefined;
  /** Effectivity date of Scholarship, YYYY-MM-DD. */
  effectivityDate?: string | null | undefined;
  /** One of the student’s own saved grade reports (or upload `grades` instead). */
  gradeReportId?: string | number | null | undefined;
  /** ID #. */
  idNumber?: string | null | undefined;
  name?: string | null | undefined;
  /** Reasons for Re-Application, at most 2,000 characters. */
  reasons?: string | null | undefined;
  /** School / Department. */
  schoolDept?: string | null | undefined;
  /** YYYY-MM-DD. */
  signatureDate?: string | null | undefined;
  /** Signature over Printed Name. */
  signatureName?: string | null | undefined;
  /** Default first. */
  term?: EvaluationTerm | null | undefined;
  /** No. of years / months in service, as written. */
  yearsInService?: string | null | undefined;
};

/** A browser's PushSubscription: its endpoint and keys (toJSON()). */
export type SubscribePushInput = {
  /** keys.auth: the 16-byte authentication secret, base64url. */
  auth: string;
  endpoint: string;
  /** keys.p256dh: the browser’s P-256 public key, base64url. */
  p256dh: string;
};

export type TermChangeInput = {
  /** "2026-2027". */
  academicYear: string;
  /** Why: needed to close with work open, and always to reopen. */
  reason?: string | null | undefined;
  /** first, second or short. */
  term: string;
};

export type TermDatesInput = {
  /** YYYY-MM-DD. */
  endsOn: string;
  /** YYYY-MM-DD. */
  startsOn: string;
  term: EvaluationTerm;
};

/** Office: take a confirmation back (recorded in the day’s history). */
export type UnconfirmDtrDayInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  reason?: string | null | undefined;
  scholarId: string | number;
  /** YYYY-MM-DD. */
  workDate: string;
};

/** HR’s decision on an application (A§4). */
export type UpdateApplicationStatusInput = {
  /** The version the decision was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  /** Replaces the comments; blank clears them, leaving it out keeps them. */
  hrComments?: string | null | undefined;
  id: string | number;
  /** YYYY-MM-DD, today or later. */
  interviewDate?: string | null | undefined;
  interviewLocation?: string | null | undefined;
  interviewNotes?: string | null | undefined;
  /** HH:MM between 08:00 and 17:00. */
  interviewTime?: string | null | undefined;
  /** The office of training: required when moving to passed_interview. */
  officeId?: string | number | null | undefined;
  status: ApplicationStatus;
};

/** A§2.4: set a scholar active, inactive or suspended. */
export type UpdateScholarStatusInput = {
  comment?: string | null | undefined;
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
  status: ScholarStatus;
};

/** HR changes an account: role, status and, for office staff, the office. Fields left out stay as they are. */
export type UpdateUserInput = {
  /** The version the change was made on; a newer one answers CONFLICT. */
  expectedVersion?: number | null | undefined;
  id: string | number;
  /** The office of an office account (required when the role is office). */
  officeId?: string | number | null | undefined;
  role?: UserRole | null | undefined;
  status?: UserStatus | null | undefined;
};

/** The term a schedule is for; both default to the term today falls in. */
export type UploadClassScheduleInput = {
  /** "2026-2027": two consecutive years. */
  academicYear?: string | null | undefined;
  term?: EvaluationTerm | null | undefined;
};

/** Filters of the users list (A§2.5 Users); all optional and combined. */
export type UserAccountFilter = {
  role?: UserRole | null | undefined;
  /** Part of the name or e-mail address. */
  search?: string | null | undefined;
  status?: UserStatus | null | undefined;
};

/** What a user may do: the home page, sidebar and allowed pages follow from it. */
export type UserRole = 'admin' | 'hr' | 'office' | 'student';

/** Only active users can sign in. */
export type UserStatus = 'active' | 'inactive' | 'suspended';

export type PublicConfigQueryVariables = Exact<{ [key: string]: never }>;

export type PublicConfigQuery = { publicConfig: { productName: string; productShortName: string } };

export type ApiTokenFieldsFragment = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiTokenScope;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedIp: string | null;
  revokedAt: string | null;
  createdAt: string;
};

export type AnalyticsKpiFieldsFragment = {
  value: number;
  previous: number;
  delta: number;
  sparkline: Array<number>;
};

export type AnalyticsPageQueryVariables = Exact<{
  start?: string | null | undefined;
  end?: string | null | undefined;
}>;

export type AnalyticsPageQuery = {
  analyticsSummary: {
    start: string;
    end: string;
    avgDecisionDays: number | null;
    activeStudents: { value: number; previous: number; delta: number; sparkline: Array<number> };
    newThisMonth: { value: number; previous: number; delta: number; sparkline: Array<number> };
    pendingApplications: {
      value: number;
      previous: number;
      delta: number;
      sparkline: Array<number>;
    };
    pendingLeaves: { value: number; previous: number; delta: number; sparkline: Array<number> };
    stageDurations: Array<{ status: string; medianDays: number; count: number }>;
  };
  applicationsDaily: Array<{ date: string; applications: number }>;
  applicationsPipeline: Array<{ status: string; count: number }>;
  activeScholarBreakdown: {
    gender: Array<{ label: string; count: number }>;
    scholarship: Array<{ label: string; count: number }>;
  };
};

export type MyApplicationFragment = {
  id: string;
  position: ApplicationPosition;
  status: ApplicationStatus;
  submittedAt: string;
  updatedAt: string;
  hrComments: string | null;
  interviewDate: string | null;
  interviewTime: string | null;
  interviewLocation: string | null;
  interviewNotes: string | null;
};

export type MyApplicationsQueryVariables = Exact<{ [key: string]: never }>;

export type MyApplicationsQuery = {
  myApplications: Array<{
    id: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    updatedAt: string;
    hrComments: string | null;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
  }>;
};

export type ApplicationAcademicDomainQueryVariables = Exact<{ [key: string]: never }>;

export type ApplicationAcademicDomainQuery = { publicConfig: { academicEmailDomain: string } };

export type WithdrawApplicationMutationVariables = Exact<{
  id: string | number;
}>;

export type WithdrawApplicationMutation = { withdrawApplication: boolean };

export type SubmitApplicationMutationVariables = Exact<{
  input: SubmitApplicationInput;
  profilePhoto?: File | null | undefined;
  certificates?: Array<File> | File | null | undefined;
  parentId?: File | null | undefined;
}>;

export type SubmitApplicationMutation = {
  submitApplication: {
    id: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    updatedAt: string;
    hrComments: string | null;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
  };
};

export type StaffApplicationRowFragment = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  position: ApplicationPosition;
  status: ApplicationStatus;
  submittedAt: string;
  profilePhoto: { id: string; url: string } | null;
};

export type StaffApplicationDetailFragment = {
  version: number;
  allowedNextStatuses: Array<ApplicationStatus>;
  age: number;
  gender: string;
  civilStatus: string;
  citizenship: string;
  homeAddress: string;
  homeStreet: string | null;
  homeBarangay: string;
  homeCity: string;
  homeProvince: string;
  baguioAddress: string;
  baguioStreet: string | null;
  baguioBarangay: string;
  baguioCity: string;
  homeContact: string;
  baguioContact: string;
  fatherName: string | null;
  fatherNameUnknown: boolean;
  fatherOccupation: string | null;
  fatherOccupationUnknown: boolean;
  motherName: string | null;
  motherNameUnknown: boolean;
  motherOccupation: string | null;
  motherOccupationUnknown: boolean;
  emergencyContact: string;
  emergencyContactNumber: string;
  hasRelativeWorking: boolean;
  elementary: string | null;
  elementaryYears: string | null;
  highSchool: string | null;
  highSchoolYears: string | null;
  college: string | null;
  collegeYears: string | null;
  others: string | null;
  othersYears: string | null;
  agreedToTerms: boolean;
  conformity: boolean;
  parentGuardianName: string;
  parentConsent: boolean;
  hrComments: string | null;
  interviewDate: string | null;
  interviewTime: string | null;
  interviewLocation: string | null;
  interviewNotes: string | null;
  updatedAt: string;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  position: ApplicationPosition;
  status: ApplicationStatus;
  submittedAt: string;
  relatives: Array<{ name: string; department: string; relationship: string }>;
  seminars: Array<{
    title: string;
    sponsoringAgency: string;
    inclusiveDate: string;
    place: string;
  }>;
  documents: Array<{
    kind: ApplicationDocumentKind;
    file: { id: string; url: string; name: string; mimeType: string; size: number };
  }>;
  history: Array<{
    id: string;
    fromStatus: ApplicationStatus | null;
    toStatus: ApplicationStatus;
    comment: string | null;
    actorName: string | null;
    createdAt: string;
  }>;
  profilePhoto: { id: string; url: string } | null;
};

export type StaffApplicationsQueryVariables = Exact<{
  filter?: ApplicationFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type StaffApplicationsQuery = {
  applications: {
    applications: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      position: ApplicationPosition;
      status: ApplicationStatus;
      submittedAt: string;
      profilePhoto: { id: string; url: string } | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      limit: number;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type StaffApplicationQueryVariables = Exact<{
  id: string | number;
}>;

export type StaffApplicationQuery = {
  application: {
    version: number;
    allowedNextStatuses: Array<ApplicationStatus>;
    age: number;
    gender: string;
    civilStatus: string;
    citizenship: string;
    homeAddress: string;
    homeStreet: string | null;
    homeBarangay: string;
    homeCity: string;
    homeProvince: string;
    baguioAddress: string;
    baguioStreet: string | null;
    baguioBarangay: string;
    baguioCity: string;
    homeContact: string;
    baguioContact: string;
    fatherName: string | null;
    fatherNameUnknown: boolean;
    fatherOccupation: string | null;
    fatherOccupationUnknown: boolean;
    motherName: string | null;
    motherNameUnknown: boolean;
    motherOccupation: string | null;
    motherOccupationUnknown: boolean;
    emergencyContact: string;
    emergencyContactNumber: string;
    hasRelativeWorking: boolean;
    elementary: string | null;
    elementaryYears: string | null;
    highSchool: string | null;
    highSchoolYears: string | null;
    college: string | null;
    collegeYears: string | null;
    others: string | null;
    othersYears: string | null;
    agreedToTerms: boolean;
    conformity: boolean;
    parentGuardianName: string;
    parentConsent: boolean;
    hrComments: string | null;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
    updatedAt: string;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    relatives: Array<{ name: string; department: string; relationship: string }>;
    seminars: Array<{
      title: string;
      sponsoringAgency: string;
      inclusiveDate: string;
      place: string;
    }>;
    documents: Array<{
      kind: ApplicationDocumentKind;
      file: { id: string; url: string; name: string; mimeType: string; size: number };
    }>;
    history: Array<{
      id: string;
      fromStatus: ApplicationStatus | null;
      toStatus: ApplicationStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    profilePhoto: { id: string; url: string } | null;
  };
};

export type OpenApplicationReviewMutationVariables = Exact<{
  id: string | number;
}>;

export type OpenApplicationReviewMutation = {
  openApplicationReview: {
    version: number;
    allowedNextStatuses: Array<ApplicationStatus>;
    age: number;
    gender: string;
    civilStatus: string;
    citizenship: string;
    homeAddress: string;
    homeStreet: string | null;
    homeBarangay: string;
    homeCity: string;
    homeProvince: string;
    baguioAddress: string;
    baguioStreet: string | null;
    baguioBarangay: string;
    baguioCity: string;
    homeContact: string;
    baguioContact: string;
    fatherName: string | null;
    fatherNameUnknown: boolean;
    fatherOccupation: string | null;
    fatherOccupationUnknown: boolean;
    motherName: string | null;
    motherNameUnknown: boolean;
    motherOccupation: string | null;
    motherOccupationUnknown: boolean;
    emergencyContact: string;
    emergencyContactNumber: string;
    hasRelativeWorking: boolean;
    elementary: string | null;
    elementaryYears: string | null;
    highSchool: string | null;
    highSchoolYears: string | null;
    college: string | null;
    collegeYears: string | null;
    others: string | null;
    othersYears: string | null;
    agreedToTerms: boolean;
    conformity: boolean;
    parentGuardianName: string;
    parentConsent: boolean;
    hrComments: string | null;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
    updatedAt: string;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    relatives: Array<{ name: string; department: string; relationship: string }>;
    seminars: Array<{
      title: string;
      sponsoringAgency: string;
      inclusiveDate: string;
      place: string;
    }>;
    documents: Array<{
      kind: ApplicationDocumentKind;
      file: { id: string; url: string; name: string; mimeType: string; size: number };
    }>;
    history: Array<{
      id: string;
      fromStatus: ApplicationStatus | null;
      toStatus: ApplicationStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    profilePhoto: { id: string; url: string } | null;
  };
};

export type UpdateApplicationStatusMutationVariables = Exact<{
  input: UpdateApplicationStatusInput;
}>;

export type UpdateApplicationStatusMutation = {
  updateApplicationStatus: {
    version: number;
    allowedNextStatuses: Array<ApplicationStatus>;
    age: number;
    gender: string;
    civilStatus: string;
    citizenship: string;
    homeAddress: string;
    homeStreet: string | null;
    homeBarangay: string;
    homeCity: string;
    homeProvince: string;
    baguioAddress: string;
    baguioStreet: string | null;
    baguioBarangay: string;
    baguioCity: string;
    homeContact: string;
    baguioContact: string;
    fatherName: string | null;
    fatherNameUnknown: boolean;
    fatherOccupation: string | null;
    fatherOccupationUnknown: boolean;
    motherName: string | null;
    motherNameUnknown: boolean;
    motherOccupation: string | null;
    motherOccupationUnknown: boolean;
    emergencyContact: string;
    emergencyContactNumber: string;
    hasRelativeWorking: boolean;
    elementary: string | null;
    elementaryYears: string | null;
    highSchool: string | null;
    highSchoolYears: string | null;
    college: string | null;
    collegeYears: string | null;
    others: string | null;
    othersYears: string | null;
    agreedToTerms: boolean;
    conformity: boolean;
    parentGuardianName: string;
    parentConsent: boolean;
    hrComments: string | null;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
    updatedAt: string;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    relatives: Array<{ name: string; department: string; relationship: string }>;
    seminars: Array<{
      title: string;
      sponsoringAgency: string;
      inclusiveDate: string;
      place: string;
    }>;
    documents: Array<{
      kind: ApplicationDocumentKind;
      file: { id: string; url: string; name: string; mimeType: string; size: number };
    }>;
    history: Array<{
      id: string;
      fromStatus: ApplicationStatus | null;
      toStatus: ApplicationStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    profilePhoto: { id: string; url: string } | null;
  };
};

export type InterviewMailPreviewQueryVariables = Exact<{
  input: InterviewPreviewInput;
}>;

export type InterviewMailPreviewQuery = { interviewMailPreview: { subject: string; text: string } };

export type TrainingOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type TrainingOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type InvitationPreviewQueryVariables = Exact<{
  code: string;
}>;

export type InvitationPreviewQuery = {
  invitationPreview: {
    email: string;
    firstname: string;
    lastname: string;
    role: UserRole;
    officeName: string | null;
    expiresAt: string;
  };
};

export type AcceptStaffInvitationMutationVariables = Exact<{
  input: AcceptInvitationInput;
}>;

export type AcceptStaffInvitationMutation = {
  acceptStaffInvitation: {
    redirectUrl: string;
    user: {
      id: string;
      firstname: string;
      lastname: string;
      email: string;
      pendingEmail: string | null;
      role: UserRole;
      status: UserStatus;
      verified: boolean;
      avatar: string | null;
      createdAt: string;
    };
  };
};

export type ForgotPasswordMutationVariables = Exact<{
  input: EmailInput;
}>;

export type ForgotPasswordMutation = { forgotPassword: { message: string } };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;

export type ResetPasswordMutation = { resetPassword: { message: string } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;

export type SignInMutation = {
  signIn: {
    redirectUrl: string;
    user: {
      id: string;
      firstname: string;
      lastname: string;
      email: string;
      pendingEmail: string | null;
      role: UserRole;
      status: UserStatus;
      verified: boolean;
      avatar: string | null;
      createdAt: string;
    };
  };
};

export type SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;

export type SignUpMutation = { signUp: { message: string } };

export type VerifyEmailMutationVariables = Exact<{
  code: string;
}>;

export type VerifyEmailMutation = { verifyEmail: { message: string; redirectUrl: string } };

export type AcademicYearFieldsFragment = {
  academicYear: string;
  custom: boolean;
  terms: Array<{
    term: EvaluationTerm;
    academicYear: string;
    label: string;
    startsOn: string;
    endsOn: string;
  }>;
};

export type NonWorkingDayFieldsFragment = {
  id: string;
  date: string;
  kind: NonWorkingDayKind;
  fromTime: string | null;
  officeIds: Array<string> | null;
  reason: string;
};

export type AcademicYearsQueryVariables = Exact<{ [key: string]: never }>;

export type AcademicYearsQuery = {
  academicYears: Array<{
    academicYear: string;
    custom: boolean;
    terms: Array<{
      term: EvaluationTerm;
      academicYear: string;
      label: string;
      startsOn: string;
      endsOn: string;
    }>;
  }>;
};

export type SaveAcademicYearMutationVariables = Exact<{
  input: SaveAcademicYearInput;
}>;

export type SaveAcademicYearMutation = {
  saveAcademicYear: {
    academicYear: string;
    custom: boolean;
    terms: Array<{
      term: EvaluationTerm;
      academicYear: string;
      label: string;
      startsOn: string;
      endsOn: string;
    }>;
  };
};

export type NonWorkingDaysQueryVariables = Exact<{
  from: string;
  to: string;
}>;

export type NonWorkingDaysQuery = {
  nonWorkingDays: Array<{
    id: string;
    date: string;
    kind: NonWorkingDayKind;
    fromTime: string | null;
    officeIds: Array<string> | null;
    reason: string;
  }>;
};

export type CalendarOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type CalendarOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type AddNonWorkingDayMutationVariables = Exact<{
  input: AddNonWorkingDayInput;
}>;

export type AddNonWorkingDayMutation = {
  addNonWorkingDay: {
    id: string;
    date: string;
    kind: NonWorkingDayKind;
    fromTime: string | null;
    officeIds: Array<string> | null;
    reason: string;
  };
};

export type RemoveNonWorkingDayMutationVariables = Exact<{
  id: string | number;
}>;

export type RemoveNonWorkingDayMutation = { removeNonWorkingDay: { id: string } };

export type HrDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type HrDashboardQuery = {
  hrDashboard: {
    totalUsers: number;
    pendingReviews: number;
    offices: number;
    satisfaction: number | null;
    scoredEvaluations: number;
    term: { label: string };
  };
  activeScholarBreakdown: {
    gender: Array<{ label: string; count: number }>;
    scholarship: Array<{ label: string; count: number }>;
  };
};

export type MyEvaluationsQueryVariables = Exact<{ [key: string]: never }>;

export type MyEvaluationsQuery = {
  myEvaluations: Array<{
    id: string;
    officeName: string;
    term: EvaluationTerm;
    academicYear: string;
    score: number | null;
    remarks: string | null;
    evaluatorName: string | null;
    submittedAt: string;
    items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
  }>;
};

export type OfficeDashboardFiguresQueryVariables = Exact<{ [key: string]: never }>;

export type OfficeDashboardFiguresQuery = {
  officeDashboard: {
    officeName: string | null;
    activeScholars: number;
    activeTrainees: number;
    dtrDaysAwaitingConfirmation: number;
    pendingLeaveRequests: number;
    evaluationsDue: number;
    term: { label: string };
  };
};

export type OfficeDashboardScholarsQueryVariables = Exact<{
  page?: number;
  search?: string | null | undefined;
}>;

export type OfficeDashboardScholarsQuery = {
  scholars: {
    items: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      program: ApplicationPosition;
      stage: ScholarStage;
      status: ScholarStatus;
      trainingProgress: {
        requiredHours: number;
        confirmedMinutes: number;
        unconfirmedMinutes: number;
      };
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type StudentApplicationQueryVariables = Exact<{ [key: string]: never }>;

export type StudentApplicationQuery = {
  myApplications: Array<{
    id: string;
    position: ApplicationPosition;
    status: ApplicationStatus;
    submittedAt: string;
    updatedAt: string;
    interviewDate: string | null;
    interviewTime: string | null;
    interviewLocation: string | null;
    interviewNotes: string | null;
  }>;
  myRequirementSubmission: {
    id: string;
    status: RequirementSubmissionStatus;
    itemsCount: number;
    approvedCount: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
    }>;
  } | null;
};

export type StudentDeploymentQueryVariables = Exact<{ [key: string]: never }>;

export type StudentDeploymentQuery = {
  myScholar: {
    id: string;
    stage: ScholarStage;
    status: ScholarStatus;
    officeName: string;
    trainingProgress: {
      requiredHours: number;
      confirmedMinutes: number;
      unconfirmedMinutes: number;
    };
  } | null;
};

export type StudentDeploymentChangedSubscriptionVariables = Exact<{
  scholarId: string | number;
}>;

export type StudentDeploymentChangedSubscription = {
  dtrChanged: { scholarId: string; month: string };
};

export type StudentMonthHoursQueryVariables = Exact<{ [key: string]: never }>;

export type StudentMonthHoursQuery = {
  myDtrMonth: {
    month: string;
    label: string;
    totals: { workedMinutes: number; confirmedMinutes: number };
  } | null;
};

export type SystemBackupsQueryVariables = Exact<{ [key: string]: never }>;

export type SystemBackupsQuery = {
  backupStatus: {
    nextRunAt: string | null;
    encrypted: boolean;
    last: {
      startedAt: string;
      finishedAt: string | null;
      outcome: BackupOutcome;
      size: number | null;
      archiveName: string | null;
      error: string | null;
    } | null;
  };
};

export type DtrDayFieldsFragment = {
  id: string | null;
  date: string;
  day: number;
  weekday: string;
  dutyDay: boolean;
  dutyMinutes: number;
  in1: string | null;
  out1: string | null;
  in2: string | null;
  out2: string | null;
  workedMinutes: number;
  totalHours: string;
  lateMinutes: number;
  undertimeMinutes: number;
  status: DtrEntryStatus | null;
  excusedReason: string | null;
  confirmedByName: string | null;
  version: number | null;
  flags: Array<DtrFlag>;
  editable: boolean;
  onLeave: boolean;
  punchedSlots: Array<PunchSlot>;
  lateSend: boolean;
  nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
};

export type DtrSheetFragment = {
  month: string;
  label: string;
  name: string;
  department: string;
  dutyHours: number;
  dutyStart: string;
  status: DtrMonthStatus;
  remarks: string | null;
  closedNotice: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  version: number;
  flags: Array<DtrFlag>;
  scholar: { id: string; stage: ScholarStage; status: ScholarStatus; startedOn: string };
  days: Array<{
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  }>;
  totals: {
    daysRecorded: number;
    confirmedDays: number;
    unconfirmedDays: number;
    totalHours: string;
    late: string;
    undertime: string;
  };
};

export type DtrTrainingFragment = {
  id: string;
  stage: ScholarStage;
  status: ScholarStatus;
  officeName: string;
  requiredHours: number;
  trainingProgress: { requiredHours: number; confirmedMinutes: number; unconfirmedMinutes: number };
};

export type MyDtrMonthQueryVariables = Exact<{
  month?: string | null | undefined;
}>;

export type MyDtrMonthQuery = {
  myDtrMonth: {
    month: string;
    label: string;
    name: string;
    department: string;
    dutyHours: number;
    dutyStart: string;
    status: DtrMonthStatus;
    remarks: string | null;
    closedNotice: string | null;
    submittedAt: string | null;
    decidedAt: string | null;
    version: number;
    flags: Array<DtrFlag>;
    scholar: { id: string; stage: ScholarStage; status: ScholarStatus; startedOn: string };
    days: Array<{
      id: string | null;
      date: string;
      day: number;
      weekday: string;
      dutyDay: boolean;
      dutyMinutes: number;
      in1: string | null;
      out1: string | null;
      in2: string | null;
      out2: string | null;
      workedMinutes: number;
      totalHours: string;
      lateMinutes: number;
      undertimeMinutes: number;
      status: DtrEntryStatus | null;
      excusedReason: string | null;
      confirmedByName: string | null;
      version: number | null;
      flags: Array<DtrFlag>;
      editable: boolean;
      onLeave: boolean;
      punchedSlots: Array<PunchSlot>;
      lateSend: boolean;
      nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
    }>;
    totals: {
      daysRecorded: number;
      confirmedDays: number;
      unconfirmedDays: number;
      totalHours: string;
      late: string;
      undertime: string;
    };
  } | null;
  myScholar: {
    id: string;
    stage: ScholarStage;
    status: ScholarStatus;
    officeName: string;
    requiredHours: number;
    trainingProgress: {
      requiredHours: number;
      confirmedMinutes: number;
      unconfirmedMinutes: number;
    };
  } | null;
};

export type SaveDtrDayMutationVariables = Exact<{
  input: SaveDtrDayInput;
}>;

export type SaveDtrDayMutation = {
  saveDtrDay: {
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  };
};

export type SubmitDtrMonthMutationVariables = Exact<{
  input: SubmitDtrMonthInput;
}>;

export type SubmitDtrMonthMutation = {
  submitDtrMonth: {
    month: string;
    label: string;
    name: string;
    department: string;
    dutyHours: number;
    dutyStart: string;
    status: DtrMonthStatus;
    remarks: string | null;
    closedNotice: string | null;
    submittedAt: string | null;
    decidedAt: string | null;
    version: number;
    flags: Array<DtrFlag>;
    scholar: { id: string; stage: ScholarStage; status: ScholarStatus; startedOn: string };
    days: Array<{
      id: string | null;
      date: string;
      day: number;
      weekday: string;
      dutyDay: boolean;
      dutyMinutes: number;
      in1: string | null;
      out1: string | null;
      in2: string | null;
      out2: string | null;
      workedMinutes: number;
      totalHours: string;
      lateMinutes: number;
      undertimeMinutes: number;
      status: DtrEntryStatus | null;
      excusedReason: string | null;
      confirmedByName: string | null;
      version: number | null;
      flags: Array<DtrFlag>;
      editable: boolean;
      onLeave: boolean;
      punchedSlots: Array<PunchSlot>;
      lateSend: boolean;
      nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
    }>;
    totals: {
      daysRecorded: number;
      confirmedDays: number;
      unconfirmedDays: number;
      totalHours: string;
      late: string;
      undertime: string;
    };
  };
};

export type DtrChangedSubscriptionVariables = Exact<{
  scholarId: string | number;
}>;

export type DtrChangedSubscription = {
  dtrChanged: {
    scholarId: string;
    month: string;
    dates: Array<string>;
    monthStatus: DtrMonthStatus | null;
  };
};

export type OfficeDtrOverviewQueryVariables = Exact<{
  month?: string | null | undefined;
}>;

export type OfficeDtrOverviewQuery = {
  officeDtrMonth: {
    month: string;
    label: string;
    rows: Array<{
      scholarId: string;
      name: string;
      email: string;
      stage: ScholarStage;
      monthStatus: DtrMonthStatus;
      daysRecorded: number;
      confirmedDays: number;
      unconfirmedDays: number;
      leaveDays: number;
      totalHours: string;
      late: string;
      undertime: string;
    }>;
  };
};

export type DtrPickerScholarsQueryVariables = Exact<{
  page: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type DtrPickerScholarsQuery = {
  scholars: {
    items: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      program: ApplicationPosition;
      stage: ScholarStage;
      status: ScholarStatus;
      officeName: string;
      requiredHours: number;
      trainingProgress: {
        requiredHours: number;
        confirmedMinutes: number;
        unconfirmedMinutes: number;
      };
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type ScholarDtrMonthQueryVariables = Exact<{
  scholarId: string | number;
  month?: string | null | undefined;
}>;

export type ScholarDtrMonthQuery = {
  dtrMonth: {
    month: string;
    label: string;
    name: string;
    department: string;
    dutyHours: number;
    dutyStart: string;
    status: DtrMonthStatus;
    remarks: string | null;
    closedNotice: string | null;
    submittedAt: string | null;
    decidedAt: string | null;
    version: number;
    flags: Array<DtrFlag>;
    scholar: { id: string; stage: ScholarStage; status: ScholarStatus; startedOn: string };
    days: Array<{
      id: string | null;
      date: string;
      day: number;
      weekday: string;
      dutyDay: boolean;
      dutyMinutes: number;
      in1: string | null;
      out1: string | null;
      in2: string | null;
      out2: string | null;
      workedMinutes: number;
      totalHours: string;
      lateMinutes: number;
      undertimeMinutes: number;
      status: DtrEntryStatus | null;
      excusedReason: string | null;
      confirmedByName: string | null;
      version: number | null;
      flags: Array<DtrFlag>;
      editable: boolean;
      onLeave: boolean;
      punchedSlots: Array<PunchSlot>;
      lateSend: boolean;
      nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
    }>;
    totals: {
      daysRecorded: number;
      confirmedDays: number;
      unconfirmedDays: number;
      totalHours: string;
      late: string;
      undertime: string;
    };
  };
};

export type ConfirmDtrDayMutationVariables = Exact<{
  input: ConfirmDtrDayInput;
}>;

export type ConfirmDtrDayMutation = {
  confirmDtrDay: {
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  };
};

export type ConfirmDtrDaysMutationVariables = Exact<{
  input: ConfirmDtrDaysInput;
}>;

export type ConfirmDtrDaysMutation = {
  confirmDtrDays: { month: string; confirmedDays: number; scholars: number };
};

export type UnconfirmDtrDayMutationVariables = Exact<{
  input: UnconfirmDtrDayInput;
}>;

export type UnconfirmDtrDayMutation = {
  unconfirmDtrDay: {
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  };
};

export type CorrectDtrDayMutationVariables = Exact<{
  input: CorrectDtrDayInput;
}>;

export type CorrectDtrDayMutation = {
  correctDtrDay: {
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  };
};

export type ExcuseDtrDayMutationVariables = Exact<{
  input: ExcuseDtrDayInput;
}>;

export type ExcuseDtrDayMutation = {
  excuseDtrDay: {
    id: string | null;
    date: string;
    day: number;
    weekday: string;
    dutyDay: boolean;
    dutyMinutes: number;
    in1: string | null;
    out1: string | null;
    in2: string | null;
    out2: string | null;
    workedMinutes: number;
    totalHours: string;
    lateMinutes: number;
    undertimeMinutes: number;
    status: DtrEntryStatus | null;
    excusedReason: string | null;
    confirmedByName: string | null;
    version: number | null;
    flags: Array<DtrFlag>;
    editable: boolean;
    onLeave: boolean;
    punchedSlots: Array<PunchSlot>;
    lateSend: boolean;
    nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
  };
};

export type DecideDtrMonthMutationVariables = Exact<{
  input: DecideDtrMonthInput;
}>;

export type DecideDtrMonthMutation = {
  decideDtrMonth: {
    month: string;
    label: string;
    name: string;
    department: string;
    dutyHours: number;
    dutyStart: string;
    status: DtrMonthStatus;
    remarks: string | null;
    closedNotice: string | null;
    submittedAt: string | null;
    decidedAt: string | null;
    version: number;
    flags: Array<DtrFlag>;
    scholar: { id: string; stage: ScholarStage; status: ScholarStatus; startedOn: string };
    days: Array<{
      id: string | null;
      date: string;
      day: number;
      weekday: string;
      dutyDay: boolean;
      dutyMinutes: number;
      in1: string | null;
      out1: string | null;
      in2: string | null;
      out2: string | null;
      workedMinutes: number;
      totalHours: string;
      lateMinutes: number;
      undertimeMinutes: number;
      status: DtrEntryStatus | null;
      excusedReason: string | null;
      confirmedByName: string | null;
      version: number | null;
      flags: Array<DtrFlag>;
      editable: boolean;
      onLeave: boolean;
      punchedSlots: Array<PunchSlot>;
      lateSend: boolean;
      nonWorking: { kind: NonWorkingDayKind; fromTime: string | null; reason: string } | null;
    }>;
    totals: {
      daysRecorded: number;
      confirmedDays: number;
      unconfirmedDays: number;
      totalHours: string;
      late: string;
      undertime: string;
    };
  };
};

export type EvaluationFieldsFragment = {
  id: string;
  scholarId: string;
  firstName: string;
  lastName: string;
  email: string;
  program: ApplicationPosition;
  officeId: string;
  officeName: string;
  term: EvaluationTerm;
  academicYear: string;
  remarks: string | null;
  score: number | null;
  evaluatorName: string | null;
  submittedAt: string;
  version: number;
  items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
};

export type EvaluationDetailFragment = {
  id: string;
  scholarId: string;
  firstName: string;
  lastName: string;
  email: string;
  program: ApplicationPosition;
  officeId: string;
  officeName: string;
  term: EvaluationTerm;
  academicYear: string;
  remarks: string | null;
  score: number | null;
  evaluatorName: string | null;
  submittedAt: string;
  version: number;
  history: Array<{
    id: string;
    version: number;
    score: number | null;
    remarks: string | null;
    evaluatorName: string | null;
    submittedAt: string;
    replacedByName: string | null;
    replacedAt: string;
  }>;
  items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
};

export type CurrentAcademicTermQueryVariables = Exact<{ [key: string]: never }>;

export type CurrentAcademicTermQuery = {
  currentAcademicTerm: { term: EvaluationTerm; academicYear: string; label: string };
};

export type EvaluationPickerScholarsQueryVariables = Exact<{
  page: number;
  limit: number;
  search?: string | null | undefined;
}>;

export type EvaluationPickerScholarsQuery = {
  scholars: {
    items: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      program: ApplicationPosition;
      stage: ScholarStage;
      status: ScholarStatus;
      endedOn: string | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type EvaluationScholarQueryVariables = Exact<{
  id: string | number;
}>;

export type EvaluationScholarQuery = {
  scholar: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    stage: ScholarStage;
    officeName: string;
    endedOn: string | null;
  };
};

export type ScholarEvaluationQueryVariables = Exact<{
  scholarId: string | number;
  term: EvaluationTerm;
  academicYear: string;
}>;

export type ScholarEvaluationQuery = {
  scholarEvaluation: {
    id: string;
    scholarId: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    officeId: string;
    officeName: string;
    term: EvaluationTerm;
    academicYear: string;
    remarks: string | null;
    score: number | null;
    evaluatorName: string | null;
    submittedAt: string;
    version: number;
    items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
  } | null;
};

export type SaveEvaluationMutationVariables = Exact<{
  input: SaveEvaluationInput;
}>;

export type SaveEvaluationMutation = {
  saveEvaluation: {
    id: string;
    scholarId: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    officeId: string;
    officeName: string;
    term: EvaluationTerm;
    academicYear: string;
    remarks: string | null;
    score: number | null;
    evaluatorName: string | null;
    submittedAt: string;
    version: number;
    items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
  };
};

export type EvaluationsQueryVariables = Exact<{
  filter?: EvaluationFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type EvaluationsQuery = {
  evaluations: {
    items: Array<{
      id: string;
      scholarId: string;
      firstName: string;
      lastName: string;
      email: string;
      program: ApplicationPosition;
      officeId: string;
      officeName: string;
      term: EvaluationTerm;
      academicYear: string;
      remarks: string | null;
      score: number | null;
      evaluatorName: string | null;
      submittedAt: string;
      version: number;
      items: Array<{
        criterion: EvaluationCriterion;
        rating: number | null;
        comment: string | null;
      }>;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type EvaluationQueryVariables = Exact<{
  id: string | number;
}>;

export type EvaluationQuery = {
  evaluation: {
    id: string;
    scholarId: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    officeId: string;
    officeName: string;
    term: EvaluationTerm;
    academicYear: string;
    remarks: string | null;
    score: number | null;
    evaluatorName: string | null;
    submittedAt: string;
    version: number;
    history: Array<{
      id: string;
      version: number;
      score: number | null;
      remarks: string | null;
      evaluatorName: string | null;
      submittedAt: string;
      replacedByName: string | null;
      replacedAt: string;
    }>;
    items: Array<{ criterion: EvaluationCriterion; rating: number | null; comment: string | null }>;
  };
};

export type EvaluationOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type EvaluationOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type GradeReportFieldsFragment = {
  id: string;
  term: EvaluationTerm;
  academicYear: string;
  termLabel: string;
  generalAverage: number | null;
  version: number;
  updatedAt: string;
  rows: Array<{
    subject: string;
    faculty: string;
    one: number | null;
    two: number | null;
    final: number | null;
    units: number;
    status: string;
  }>;
  meta: {
    level: string | null;
    date: string | null;
    enrolledBy: string | null;
    program: string | null;
    averages: string | null;
  };
  image: { id: string; url: string; name: string } | null;
};

export type MyGradeReportsQueryVariables = Exact<{ [key: string]: never }>;

export type MyGradeReportsQuery = {
  myGradeReports: Array<{
    id: string;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    generalAverage: number | null;
    version: number;
    updatedAt: string;
    rows: Array<{
      subject: string;
      faculty: string;
      one: number | null;
      two: number | null;
      final: number | null;
      units: number;
      status: string;
    }>;
    meta: {
      level: string | null;
      date: string | null;
      enrolledBy: string | null;
      program: string | null;
      averages: string | null;
    };
    image: { id: string; url: string; name: string } | null;
  }>;
  currentAcademicTerm: { term: EvaluationTerm; academicYear: string };
};

export type SaveGradeReportMutationVariables = Exact<{
  input: SaveGradeReportInput;
  image?: File | null | undefined;
}>;

export type SaveGradeReportMutation = {
  saveGradeReport: {
    id: string;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    generalAverage: number | null;
    version: number;
    updatedAt: string;
    rows: Array<{
      subject: string;
      faculty: string;
      one: number | null;
      two: number | null;
      final: number | null;
      units: number;
      status: string;
    }>;
    meta: {
      level: string | null;
      date: string | null;
      enrolledBy: string | null;
      program: string | null;
      averages: string | null;
    };
    image: { id: string; url: string; name: string } | null;
  };
};

export type ImportFieldsFragment = {
  id: string;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  uploadedBy: string | null;
  createdAt: string;
  createCount: number;
  updateCount: number;
  unchangedCount: number;
  errorCount: number;
  appliedBy: string | null;
  appliedAt: string | null;
  sendMail: boolean;
  createdRows: number;
  updatedRows: number;
  unchangedRows: number;
  rowsDone: number;
  rowsTotal: number;
  cancelRequested: boolean;
  note: string | null;
  errorFile: string | null;
};

export type ImportRowFieldsFragment = {
  row: number;
  action: ImportRowAction;
  label: string;
  changes: Array<string>;
  errors: Array<{ column: string; header: string; message: string }>;
};

export type ImportKindsQueryVariables = Exact<{ [key: string]: never }>;

export type ImportKindsQuery = {
  importKinds: Array<{
    kind: ImportKind;
    label: string;
    templateCsv: string;
    templateXlsx: string;
    columns: Array<{ key: string; header: string; required: boolean; aliases: Array<string> }>;
  }>;
};

export type ImportsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;

export type ImportsQuery = {
  imports: {
    items: Array<{
      id: string;
      kind: ImportKind;
      fileName: string;
      status: ImportStatus;
      uploadedBy: string | null;
      createdAt: string;
      createCount: number;
      updateCount: number;
      unchangedCount: number;
      errorCount: number;
      appliedBy: string | null;
      appliedAt: string | null;
      sendMail: boolean;
      createdRows: number;
      updatedRows: number;
      unchangedRows: number;
      rowsDone: number;
      rowsTotal: number;
      cancelRequested: boolean;
      note: string | null;
      errorFile: string | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type ImportQueryVariables = Exact<{
  id: string | number;
}>;

export type ImportQuery = {
  import: {
    id: string;
    kind: ImportKind;
    fileName: string;
    status: ImportStatus;
    uploadedBy: string | null;
    createdAt: string;
    createCount: number;
    updateCount: number;
    unchangedCount: number;
    errorCount: number;
    appliedBy: string | null;
    appliedAt: string | null;
    sendMail: boolean;
    createdRows: number;
    updatedRows: number;
    unchangedRows: number;
    rowsDone: number;
    rowsTotal: number;
    cancelRequested: boolean;
    note: string | null;
    errorFile: string | null;
  };
};

export type ImportRowsQueryVariables = Exact<{
  id: string | number;
  action: ImportRowAction;
  page: number;
  limit: number;
}>;

export type ImportRowsQuery = {
  import: {
    id: string;
    rows: {
      items: Array<{
        row: number;
        action: ImportRowAction;
        label: string;
        changes: Array<string>;
        errors: Array<{ column: string; header: string; message: string }>;
      }>;
      pagination: {
        currentPage: number;
        totalPages: number;
        totalItems: number;
        totalIsLowerBound: boolean;
        hasPrevPage: boolean;
        hasNextPage: boolean;
      };
    };
  };
};

export type PreviewImportMutationVariables = Exact<{
  input: PreviewImportInput;
  file: File;
}>;

export type PreviewImportMutation = {
  previewImport: {
    id: string;
    kind: ImportKind;
    fileName: string;
    status: ImportStatus;
    uploadedBy: string | null;
    createdAt: string;
    createCount: number;
    updateCount: number;
    unchangedCount: number;
    errorCount: number;
    appliedBy: string | null;
    appliedAt: string | null;
    sendMail: boolean;
    createdRows: number;
    updatedRows: number;
    unchangedRows: number;
    rowsDone: number;
    rowsTotal: number;
    cancelRequested: boolean;
    note: string | null;
    errorFile: string | null;
  };
};

export type ApplyImportMutationVariables = Exact<{
  input: ApplyImportInput;
}>;

export type ApplyImportMutation = {
  applyImport: {
    id: string;
    kind: ImportKind;
    fileName: string;
    status: ImportStatus;
    uploadedBy: string | null;
    createdAt: string;
    createCount: number;
    updateCount: number;
    unchangedCount: number;
    errorCount: number;
    appliedBy: string | null;
    appliedAt: string | null;
    sendMail: boolean;
    createdRows: number;
    updatedRows: number;
    unchangedRows: number;
    rowsDone: number;
    rowsTotal: number;
    cancelRequested: boolean;
    note: string | null;
    errorFile: string | null;
  };
};

export type CancelImportMutationVariables = Exact<{
  id: string | number;
}>;

export type CancelImportMutation = {
  cancelImport: {
    id: string;
    kind: ImportKind;
    fileName: string;
    status: ImportStatus;
    uploadedBy: string | null;
    createdAt: string;
    createCount: number;
    updateCount: number;
    unchangedCount: number;
    errorCount: number;
    appliedBy: string | null;
    appliedAt: string | null;
    sendMail: boolean;
    createdRows: number;
    updatedRows: number;
    unchangedRows: number;
    rowsDone: number;
    rowsTotal: number;
    cancelRequested: boolean;
    note: string | null;
    errorFile: string | null;
  };
};

export type LeaveRequestFieldsFragment = {
  id: string;
  scholarId: string;
  studentName: string;
  officeName: string;
  type: LeaveType;
  typeLabel: string;
  dateFrom: string;
  dateTo: string;
  days: number;
  daysHours: string | null;
  reasons: string | null;
  name: string;
  idNumber: string;
  schoolDept: string | null;
  courseYear: string | null;
  signatureName: string | null;
  signatureDate: string | null;
  status: LeaveStatus;
  remarks: string | null;
  hrNote: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  version: number;
  createdAt: string;
  allowedNextStatuses: Array<LeaveStatus>;
  proof: { id: string; url: string; name: string } | null;
};

export type LeaveFormContextQueryVariables = Exact<{ [key: string]: never }>;

export type LeaveFormContextQuery = {
  myScholar: { id: string; status: ScholarStatus; officeName: string; startedOn: string } | null;
  leaveFormDefaults: {
    name: string;
    idNumber: string;
    schoolDept: string;
    courseYear: string;
  } | null;
  myLeaveRequests: Array<{
    id: string;
    scholarId: string;
    studentName: string;
    officeName: string;
    type: LeaveType;
    typeLabel: string;
    dateFrom: string;
    dateTo: string;
    days: number;
    daysHours: string | null;
    reasons: string | null;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: LeaveStatus;
    remarks: string | null;
    hrNote: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<LeaveStatus>;
    proof: { id: string; url: string; name: string } | null;
  }>;
};

export type FileLeaveRequestMutationVariables = Exact<{
  input: CreateLeaveRequestInput;
  proof?: File | null | undefined;
}>;

export type FileLeaveRequestMutation = {
  fileLeaveRequest: {
    id: string;
    scholarId: string;
    studentName: string;
    officeName: string;
    type: LeaveType;
    typeLabel: string;
    dateFrom: string;
    dateTo: string;
    days: number;
    daysHours: string | null;
    reasons: string | null;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: LeaveStatus;
    remarks: string | null;
    hrNote: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<LeaveStatus>;
    proof: { id: string; url: string; name: string } | null;
  };
};

export type CancelLeaveRequestMutationVariables = Exact<{
  input: CancelLeaveRequestInput;
}>;

export type CancelLeaveRequestMutation = {
  cancelLeaveRequest: {
    id: string;
    scholarId: string;
    studentName: string;
    officeName: string;
    type: LeaveType;
    typeLabel: string;
    dateFrom: string;
    dateTo: string;
    days: number;
    daysHours: string | null;
    reasons: string | null;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: LeaveStatus;
    remarks: string | null;
    hrNote: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<LeaveStatus>;
    proof: { id: string; url: string; name: string } | null;
  };
};

export type LeaveRequestsQueryVariables = Exact<{
  filter?: LeaveRequestFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type LeaveRequestsQuery = {
  leaveRequests: {
    items: Array<{
      id: string;
      scholarId: string;
      studentName: string;
      officeName: string;
      type: LeaveType;
      typeLabel: string;
      dateFrom: string;
      dateTo: string;
      days: number;
      daysHours: string | null;
      reasons: string | null;
      name: string;
      idNumber: string;
      schoolDept: string | null;
      courseYear: string | null;
      signatureName: string | null;
      signatureDate: string | null;
      status: LeaveStatus;
      remarks: string | null;
      hrNote: string | null;
      decidedByName: string | null;
      decidedAt: string | null;
      version: number;
      createdAt: string;
      allowedNextStatuses: Array<LeaveStatus>;
      proof: { id: string; url: string; name: string } | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
  leaveRequestTotals: {
    total: number;
    pending: number;
    approved: number;
    disapproved: number;
    cancelled: number;
  };
};

export type LeaveRequestHistoryQueryVariables = Exact<{
  id: string | number;
}>;

export type LeaveRequestHistoryQuery = {
  leaveRequest: {
    id: string;
    scholarId: string;
    studentName: string;
    officeName: string;
    type: LeaveType;
    typeLabel: string;
    dateFrom: string;
    dateTo: string;
    days: number;
    daysHours: string | null;
    reasons: string | null;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: LeaveStatus;
    remarks: string | null;
    hrNote: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<LeaveStatus>;
    history: Array<{
      id: string;
      fromStatus: LeaveStatus | null;
      toStatus: LeaveStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    proof: { id: string; url: string; name: string } | null;
  };
};

export type DecideLeaveRequestMutationVariables = Exact<{
  input: DecideLeaveRequestInput;
}>;

export type DecideLeaveRequestMutation = {
  decideLeaveRequest: {
    id: string;
    scholarId: string;
    studentName: string;
    officeName: string;
    type: LeaveType;
    typeLabel: string;
    dateFrom: string;
    dateTo: string;
    days: number;
    daysHours: string | null;
    reasons: string | null;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: LeaveStatus;
    remarks: string | null;
    hrNote: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<LeaveStatus>;
    proof: { id: string; url: string; name: string } | null;
  };
};

export type MasterListQueryVariables = Exact<{
  filter?: MasterListFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type MasterListQuery = {
  masterList: {
    asOf: string;
    items: Array<{
      scholarId: string;
      firstName: string;
      lastName: string;
      email: string;
      officeName: string;
      program: ApplicationPosition;
      stage: ScholarStage;
      status: ScholarStatus;
      monthsInService: number;
      daysInService: number;
      confirmedMinutes: number;
      latestScore: number | null;
      gender: string | null;
      termsServed: number;
      yearsServed: number;
      latestScoreTerm: { label: string } | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
    term: { term: EvaluationTerm; academicYear: string; label: string };
    summary: {
      total: number;
      male: number;
      female: number;
      byOffice: Array<{ officeId: string; officeName: string; count: number }>;
      byProgram: Array<{ program: ApplicationPosition; count: number }>;
    };
  };
};

export type MasterListOptionsQueryVariables = Exact<{ [key: string]: never }>;

export type MasterListOptionsQuery = {
  offices: Array<{ id: string; name: string }>;
  currentAcademicTerm: { term: EvaluationTerm; academicYear: string };
};

export type NotificationFieldsFragment = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
};

export type NotificationListQueryVariables = Exact<{
  isRead?: boolean | null | undefined;
  limit: number;
  skip: number;
}>;

export type NotificationListQuery = {
  notifications: {
    total: number;
    unreadCount: number;
    items: Array<{
      id: string;
      type: NotificationType;
      title: string;
      message: string;
      link: string | null;
      isRead: boolean;
      createdAt: string;
    }>;
  };
  everything: { total: number };
};

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;

export type MarkNotificationReadMutation = {
  markNotificationRead: { id: string; isRead: boolean };
};

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type DeleteNotificationMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteNotificationMutation = { deleteNotification: boolean };

export type DeleteNotificationsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type DeleteNotificationsMutation = { deleteNotifications: number };

export type LatestNotificationsQueryVariables = Exact<{
  limit: number;
}>;

export type LatestNotificationsQuery = {
  notifications: {
    unreadCount: number;
    items: Array<{
      id: string;
      type: NotificationType;
      title: string;
      message: string;
      link: string | null;
      isRead: boolean;
      createdAt: string;
    }>;
  };
};

export type AcademicEmailRequirementQueryVariables = Exact<{ [key: string]: never }>;

export type AcademicEmailRequirementQuery = {
  myApplications: Array<{ id: string; status: ApplicationStatus }>;
  publicConfig: { academicEmailDomain: string };
};

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never }>;

export type MyApiTokensQuery = {
  myApiTokens: Array<{
    id: string;
    name: string;
    prefix: string;
    scope: ApiTokenScope;
    expiresAt: string | null;
    lastUsedAt: string | null;
    lastUsedIp: string | null;
    revokedAt: string | null;
    createdAt: string;
  }>;
};

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;

export type CreateApiTokenMutation = {
  createApiToken: {
    secret: string;
    token: {
      id: string;
      name: string;
      prefix: string;
      scope: ApiTokenScope;
      expiresAt: string | null;
      lastUsedAt: string | null;
      lastUsedIp: string | null;
      revokedAt: string | null;
      createdAt: string;
    };
  };
};

export type RevokeMyApiTokenMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeMyApiTokenMutation = { revokeApiToken: { id: string; revokedAt: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;

export type ChangePasswordMutation = { changePassword: { message: string } };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;

export type ChangeEmailMutation = { changeEmail: { message: string } };

export type CancelEmailChangeMutationVariables = Exact<{ [key: string]: never }>;

export type CancelEmailChangeMutation = { cancelEmailChange: { message: string } };

export type PushSubscriptionsQueryVariables = Exact<{ [key: string]: never }>;

export type PushSubscriptionsQuery = {
  pushPublicKey: string;
  myPushSubscriptions: Array<{
    id: string;
    endpoint: string;
    userAgent: string | null;
    createdAt: string;
    lastOkAt: string | null;
  }>;
};

export type SubscribePushMutationVariables = Exact<{
  input: SubscribePushInput;
}>;

export type SubscribePushMutation = { subscribePush: { id: string } };

export type UnsubscribePushMutationVariables = Exact<{
  id: string | number;
}>;

export type UnsubscribePushMutation = { unsubscribePush: boolean };

export type SessionsQueryVariables = Exact<{ [key: string]: never }>;

export type SessionsQuery = {
  sessions: Array<{
    id: string;
    userAgent: string;
    createdAt: string;
    lastUsedAt: string;
    isCurrent: boolean;
  }>;
};

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;

export type EndSessionMutation = { endSession: boolean };

export type PunchMutationVariables = Exact<{
  input: PunchInput;
}>;

export type PunchMutation = {
  punch: {
    punch: {
      id: string;
      workDate: string;
      slot: PunchSlot;
      at: string;
      claimedAt: string | null;
      lateSend: boolean;
      officeName: string;
    };
    day: {
      id: string | null;
      date: string;
      in1: string | null;
      out1: string | null;
      in2: string | null;
      out2: string | null;
      punchedSlots: Array<PunchSlot>;
      lateSend: boolean;
    };
  };
};

export type KioskFieldsFragment = {
  id: string;
  officeId: string;
  name: string;
  createdAt: string;
  createdByName: string | null;
  lastSeenAt: string | null;
  revokedAt: string | null;
};

export type PunchSettingsFieldsFragment = {
  officeId: string;
  officeName: string;
  mode: PunchMode;
  opensAt: string;
  closesAt: string;
  maxMinutesPerDay: number;
};

export type OfficeKiosksQueryVariables = Exact<{
  officeId?: string | number | null | undefined;
}>;

export type OfficeKiosksQuery = {
  punchSettings: {
    officeId: string;
    officeName: string;
    mode: PunchMode;
    opensAt: string;
    closesAt: string;
    maxMinutesPerDay: number;
  };
  kiosks: Array<{
    id: string;
    officeId: string;
    name: string;
    createdAt: string;
    createdByName: string | null;
    lastSeenAt: string | null;
    revokedAt: string | null;
  }>;
};

export type CreateKioskMutationVariables = Exact<{
  input: CreateKioskInput;
}>;

export type CreateKioskMutation = {
  createKiosk: {
    key: string;
    kiosk: {
      id: string;
      officeId: string;
      name: string;
      createdAt: string;
      createdByName: string | null;
      lastSeenAt: string | null;
      revokedAt: string | null;
    };
  };
};

export type RevokeKioskMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeKioskMutation = {
  revokeKiosk: {
    id: string;
    officeId: string;
    name: string;
    createdAt: string;
    createdByName: string | null;
    lastSeenAt: string | null;
    revokedAt: string | null;
  };
};

export type UpdatePunchSettingsMutationVariables = Exact<{
  input: PunchSettingsInput;
}>;

export type UpdatePunchSettingsMutation = {
  updatePunchSettings: {
    officeId: string;
    officeName: string;
    mode: PunchMode;
    opensAt: string;
    closesAt: string;
    maxMinutesPerDay: number;
  };
};

export type ConfirmPunchedDaysMutationVariables = Exact<{
  scholarId: string | number;
  month: string;
}>;

export type ConfirmPunchedDaysMutation = {
  confirmPunchedDays: { month: string; confirmedDays: number; scholars: number };
};

export type KioskFeedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type KioskFeedSubscription = {
  kioskFeed: {
    code: {
      officeName: string;
      code: string;
      url: string;
      step: number;
      validUntil: string;
      serverTime: string;
    };
    recentPunches: Array<{ firstName: string; slot: PunchSlot; at: string }>;
  };
};

export type KioskOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type KioskOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type ReapplicationFieldsFragment = {
  id: string;
  scholarId: string;
  studentName: string;
  studentEmail: string;
  officeName: string;
  program: ApplicationPosition;
  name: string;
  idNumber: string;
  schoolDept: string | null;
  courseYear: string | null;
  effectivityDate: string | null;
  yearsInService: string | null;
  term: EvaluationTerm;
  academicYear: string;
  termLabel: string;
  reasons: string | null;
  signatureName: string | null;
  signatureDate: string | null;
  status: ReapplicationStatus;
  hrComments: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  version: number;
  createdAt: string;
  allowedNextStatuses: Array<ReapplicationStatus>;
  gradesFile: { id: string; url: string; name: string } | null;
  gradeReport: {
    id: string;
    termLabel: string;
    generalAverage: number | null;
    sourceUrl: string | null;
  } | null;
};

export type ReapplyContextQueryVariables = Exact<{ [key: string]: never }>;

export type ReapplyContextQuery = {
  reapplicationFormDefaults: {
    name: string;
    idNumber: string;
    schoolDept: string;
    courseYear: string;
    effectivityDate: string;
    yearsInService: string;
    term: EvaluationTerm;
    academicYear: string;
    signatureName: string;
    signatureDate: string;
  } | null;
  reapplicationGradeChoices: Array<{
    id: string;
    termLabel: string;
    generalAverage: number | null;
  }>;
  myReapplications: Array<{
    id: string;
    scholarId: string;
    studentName: string;
    studentEmail: string;
    officeName: string;
    program: ApplicationPosition;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    effectivityDate: string | null;
    yearsInService: string | null;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    reasons: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: ReapplicationStatus;
    hrComments: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ReapplicationStatus>;
    gradesFile: { id: string; url: string; name: string } | null;
    gradeReport: {
      id: string;
      termLabel: string;
      generalAverage: number | null;
      sourceUrl: string | null;
    } | null;
  }>;
};

export type SubmitReapplicationMutationVariables = Exact<{
  input: SubmitReapplicationInput;
  grades?: File | null | undefined;
}>;

export type SubmitReapplicationMutation = {
  submitReapplication: {
    id: string;
    scholarId: string;
    studentName: string;
    studentEmail: string;
    officeName: string;
    program: ApplicationPosition;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    effectivityDate: string | null;
    yearsInService: string | null;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    reasons: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: ReapplicationStatus;
    hrComments: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ReapplicationStatus>;
    gradesFile: { id: string; url: string; name: string } | null;
    gradeReport: {
      id: string;
      termLabel: string;
      generalAverage: number | null;
      sourceUrl: string | null;
    } | null;
  };
};

export type ReapplicationsQueryVariables = Exact<{
  filter?: ReapplicationFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type ReapplicationsQuery = {
  reapplications: {
    items: Array<{
      id: string;
      scholarId: string;
      studentName: string;
      studentEmail: string;
      officeName: string;
      program: ApplicationPosition;
      name: string;
      idNumber: string;
      schoolDept: string | null;
      courseYear: string | null;
      effectivityDate: string | null;
      yearsInService: string | null;
      term: EvaluationTerm;
      academicYear: string;
      termLabel: string;
      reasons: string | null;
      signatureName: string | null;
      signatureDate: string | null;
      status: ReapplicationStatus;
      hrComments: string | null;
      decidedByName: string | null;
      decidedAt: string | null;
      version: number;
      createdAt: string;
      allowedNextStatuses: Array<ReapplicationStatus>;
      gradesFile: { id: string; url: string; name: string } | null;
      gradeReport: {
        id: string;
        termLabel: string;
        generalAverage: number | null;
        sourceUrl: string | null;
      } | null;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type ReapplicationReviewQueryVariables = Exact<{
  id: string | number;
}>;

export type ReapplicationReviewQuery = {
  reapplication: {
    id: string;
    scholarId: string;
    studentName: string;
    studentEmail: string;
    officeName: string;
    program: ApplicationPosition;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    effectivityDate: string | null;
    yearsInService: string | null;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    reasons: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: ReapplicationStatus;
    hrComments: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ReapplicationStatus>;
    facts: {
      officeName: string;
      hoursTermLabel: string;
      confirmedHours: number;
      latestEvaluationScore: number | null;
      latestEvaluationTerm: string | null;
      latestGeneralAverage: number | null;
      latestGradesTerm: string | null;
    };
    history: Array<{
      id: string;
      fromStatus: ReapplicationStatus | null;
      toStatus: ReapplicationStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    gradesFile: { id: string; url: string; name: string } | null;
    gradeReport: {
      id: string;
      termLabel: string;
      generalAverage: number | null;
      sourceUrl: string | null;
    } | null;
  };
};

export type DecideReapplicationMutationVariables = Exact<{
  input: DecideReapplicationInput;
}>;

export type DecideReapplicationMutation = {
  decideReapplication: {
    id: string;
    scholarId: string;
    studentName: string;
    studentEmail: string;
    officeName: string;
    program: ApplicationPosition;
    name: string;
    idNumber: string;
    schoolDept: string | null;
    courseYear: string | null;
    effectivityDate: string | null;
    yearsInService: string | null;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    reasons: string | null;
    signatureName: string | null;
    signatureDate: string | null;
    status: ReapplicationStatus;
    hrComments: string | null;
    decidedByName: string | null;
    decidedAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ReapplicationStatus>;
    gradesFile: { id: string; url: string; name: string } | null;
    gradeReport: {
      id: string;
      termLabel: string;
      generalAverage: number | null;
      sourceUrl: string | null;
    } | null;
  };
};

export type RequirementItemFieldsFragment = {
  id: string;
  key: RequirementDocumentKey;
  label: string;
  status: RequirementItemStatus;
  note: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  version: number;
  file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
};

export type RequirementSubmissionFieldsFragment = {
  id: string;
  studentName: string;
  studentEmail: string;
  status: RequirementSubmissionStatus;
  submittedAt: string;
  itemsCount: number;
  approvedCount: number;
  version: number;
};

export type MyRequirementSubmissionQueryVariables = Exact<{ [key: string]: never }>;

export type MyRequirementSubmissionQuery = {
  myRequirementSubmission: {
    id: string;
    studentName: string;
    studentEmail: string;
    status: RequirementSubmissionStatus;
    submittedAt: string;
    itemsCount: number;
    approvedCount: number;
    version: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
      reviewedByName: string | null;
      reviewedAt: string | null;
      version: number;
      file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
    }>;
  } | null;
};

export type SubmitRequirementsMutationVariables = Exact<{
  documents: Array<RequirementDocumentKey> | RequirementDocumentKey;
  files: Array<File> | File;
}>;

export type SubmitRequirementsMutation = {
  submitRequirements: {
    id: string;
    studentName: string;
    studentEmail: string;
    status: RequirementSubmissionStatus;
    submittedAt: string;
    itemsCount: number;
    approvedCount: number;
    version: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
      reviewedByName: string | null;
      reviewedAt: string | null;
      version: number;
      file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
    }>;
  };
};

export type ReuploadRequirementMutationVariables = Exact<{
  key: RequirementDocumentKey;
  file: File;
  expectedVersion?: number | null | undefined;
}>;

export type ReuploadRequirementMutation = {
  reuploadRequirement: {
    id: string;
    studentName: string;
    studentEmail: string;
    status: RequirementSubmissionStatus;
    submittedAt: string;
    itemsCount: number;
    approvedCount: number;
    version: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
      reviewedByName: string | null;
      reviewedAt: string | null;
      version: number;
      file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
    }>;
  };
};

export type RequirementSubmissionsQueryVariables = Exact<{
  filter?: RequirementSubmissionFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type RequirementSubmissionsQuery = {
  requirementSubmissions: {
    items: Array<{
      id: string;
      studentName: string;
      studentEmail: string;
      status: RequirementSubmissionStatus;
      submittedAt: string;
      itemsCount: number;
      approvedCount: number;
      version: number;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type RequirementSubmissionQueryVariables = Exact<{
  id: string | number;
}>;

export type RequirementSubmissionQuery = {
  requirementSubmission: {
    id: string;
    studentName: string;
    studentEmail: string;
    status: RequirementSubmissionStatus;
    submittedAt: string;
    itemsCount: number;
    approvedCount: number;
    version: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
      reviewedByName: string | null;
      reviewedAt: string | null;
      version: number;
      file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
    }>;
  };
};

export type ReviewRequirementItemMutationVariables = Exact<{
  input: ReviewRequirementItemInput;
}>;

export type ReviewRequirementItemMutation = {
  reviewRequirementItem: {
    id: string;
    studentName: string;
    studentEmail: string;
    status: RequirementSubmissionStatus;
    submittedAt: string;
    itemsCount: number;
    approvedCount: number;
    version: number;
    items: Array<{
      id: string;
      key: RequirementDocumentKey;
      label: string;
      status: RequirementItemStatus;
      note: string | null;
      reviewedByName: string | null;
      reviewedAt: string | null;
      version: number;
      file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
    }>;
  };
};

export type ClassScheduleFieldsFragment = {
  id: string;
  term: EvaluationTerm;
  academicYear: string;
  termLabel: string;
  current: boolean;
  uploadedAt: string;
  replacedAt: string | null;
  file: { id: string; url: string; name: string; size: number };
};

export type MyClassSchedulesQueryVariables = Exact<{ [key: string]: never }>;

export type MyClassSchedulesQuery = {
  currentAcademicTerm: { term: EvaluationTerm; academicYear: string; label: string };
  myClassSchedules: Array<{
    id: string;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    current: boolean;
    uploadedAt: string;
    replacedAt: string | null;
    file: { id: string; url: string; name: string; size: number };
  }>;
};

export type UploadClassScheduleMutationVariables = Exact<{
  input?: UploadClassScheduleInput | null | undefined;
  file: File;
}>;

export type UploadClassScheduleMutation = {
  uploadClassSchedule: {
    id: string;
    term: EvaluationTerm;
    academicYear: string;
    termLabel: string;
    current: boolean;
    uploadedAt: string;
    replacedAt: string | null;
    file: { id: string; url: string; name: string; size: number };
  };
};

export type ScholarRequestRowFragment = {
  id: string;
  officeId: string;
  officeName: string;
  requestedByName: string | null;
  total: number;
  male: number;
  female: number;
  scholarType: ApplicationPosition | null;
  notes: string | null;
  status: ScholarRequestStatus;
  answer: string | null;
  answeredByName: string | null;
  answeredAt: string | null;
  version: number;
  createdAt: string;
  allowedNextStatuses: Array<ScholarRequestStatus>;
};

export type ScholarRequestsQueryVariables = Exact<{
  filter?: ScholarRequestFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type ScholarRequestsQuery = {
  scholarRequests: {
    items: Array<{
      id: string;
      officeId: string;
      officeName: string;
      requestedByName: string | null;
      total: number;
      male: number;
      female: number;
      scholarType: ApplicationPosition | null;
      notes: string | null;
      status: ScholarRequestStatus;
      answer: string | null;
      answeredByName: string | null;
      answeredAt: string | null;
      version: number;
      createdAt: string;
      allowedNextStatuses: Array<ScholarRequestStatus>;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type ScholarRequestQueryVariables = Exact<{
  id: string | number;
}>;

export type ScholarRequestQuery = {
  scholarRequest: {
    id: string;
    officeId: string;
    officeName: string;
    requestedByName: string | null;
    total: number;
    male: number;
    female: number;
    scholarType: ApplicationPosition | null;
    notes: string | null;
    status: ScholarRequestStatus;
    answer: string | null;
    answeredByName: string | null;
    answeredAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ScholarRequestStatus>;
    history: Array<{
      id: string;
      fromStatus: ScholarRequestStatus | null;
      toStatus: ScholarRequestStatus;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
  };
};

export type ScholarRequestOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type ScholarRequestOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type CreateScholarRequestMutationVariables = Exact<{
  input: CreateScholarRequestInput;
}>;

export type CreateScholarRequestMutation = {
  createScholarRequest: {
    id: string;
    officeId: string;
    officeName: string;
    requestedByName: string | null;
    total: number;
    male: number;
    female: number;
    scholarType: ApplicationPosition | null;
    notes: string | null;
    status: ScholarRequestStatus;
    answer: string | null;
    answeredByName: string | null;
    answeredAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ScholarRequestStatus>;
  };
};

export type AnswerScholarRequestMutationVariables = Exact<{
  input: AnswerScholarRequestInput;
}>;

export type AnswerScholarRequestMutation = {
  answerScholarRequest: {
    id: string;
    officeId: string;
    officeName: string;
    requestedByName: string | null;
    total: number;
    male: number;
    female: number;
    scholarType: ApplicationPosition | null;
    notes: string | null;
    status: ScholarRequestStatus;
    answer: string | null;
    answeredByName: string | null;
    answeredAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ScholarRequestStatus>;
  };
};

export type CancelScholarRequestMutationVariables = Exact<{
  input: CancelScholarRequestInput;
}>;

export type CancelScholarRequestMutation = {
  cancelScholarRequest: {
    id: string;
    officeId: string;
    officeName: string;
    requestedByName: string | null;
    total: number;
    male: number;
    female: number;
    scholarType: ApplicationPosition | null;
    notes: string | null;
    status: ScholarRequestStatus;
    answer: string | null;
    answeredByName: string | null;
    answeredAt: string | null;
    version: number;
    createdAt: string;
    allowedNextStatuses: Array<ScholarRequestStatus>;
  };
};

export type ScholarRecordFileFragment = {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
};

export type ScholarRecordGradeReportFragment = {
  id: string;
  termLabel: string;
  generalAverage: number | null;
  updatedAt: string;
  rows: Array<{
    subject: string;
    faculty: string;
    one: number | null;
    two: number | null;
    final: number | null;
    units: number;
    status: string;
  }>;
  image: { id: string; url: string; name: string; mimeType: string; size: number } | null;
};

export type ScholarRecordScheduleFragment = {
  id: string;
  termLabel: string;
  current: boolean;
  uploadedAt: string;
  replacedAt: string | null;
  file: { id: string; url: string; name: string; mimeType: string; size: number };
};

export type ScholarRecordRequirementsFragment = {
  id: string;
  status: RequirementSubmissionStatus;
  submittedAt: string;
  items: Array<{
    id: string;
    key: RequirementDocumentKey;
    label: string;
    status: RequirementItemStatus;
    note: string | null;
    file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
  }>;
};

export type ScholarRecordsQueryVariables = Exact<{
  id: string | number;
  current: boolean;
}>;

export type ScholarRecordsQuery = {
  scholar: {
    id: string;
    continuedThrough: { term: EvaluationTerm; academicYear: string; label: string } | null;
    reapplications: Array<{
      id: string;
      termLabel: string;
      status: ReapplicationStatus;
      createdAt: string;
    }>;
    requirements: {
      id: string;
      status: RequirementSubmissionStatus;
      submittedAt: string;
      items: Array<{
        id: string;
        key: RequirementDocumentKey;
        label: string;
        status: RequirementItemStatus;
        note: string | null;
        file: { id: string; url: string; name: string; mimeType: string; size: number } | null;
      }>;
    } | null;
    service: {
      termsServed: number;
      yearsServed: number;
      importedTerms: number;
      periods: Array<{
        officeId: string;
        officeName: string;
        program: ApplicationPosition;
        confirmedMinutes: number;
        term: { term: EvaluationTerm; academicYear: string; label: string };
      }>;
    };
  };
  classSchedules?: Array<{
    id: string;
    termLabel: string;
    current: boolean;
    uploadedAt: string;
    replacedAt: string | null;
    file: { id: string; url: string; name: string; mimeType: string; size: number };
  }>;
  gradeReports?: Array<{
    id: string;
    termLabel: string;
    generalAverage: number | null;
    updatedAt: string;
    rows: Array<{
      subject: string;
      faculty: string;
      one: number | null;
      two: number | null;
      final: number | null;
      units: number;
      status: string;
    }>;
    image: { id: string; url: string; name: string; mimeType: string; size: number } | null;
  }>;
};

export type ScholarRowFragment = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  program: ApplicationPosition;
  stage: ScholarStage;
  status: ScholarStatus;
  officeId: string;
  officeName: string;
  createdAt: string;
  version: number;
};

export type ScholarDetailFragment = {
  requiredHours: number;
  dutyHoursPerDay: number;
  dutyStart: string;
  startedOn: string;
  endedOn: string | null;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  program: ApplicationPosition;
  stage: ScholarStage;
  status: ScholarStatus;
  officeId: string;
  officeName: string;
  createdAt: string;
  version: number;
  history: Array<{
    id: string;
    field: string;
    fromValue: string | null;
    toValue: string | null;
    comment: string | null;
    actorName: string | null;
    createdAt: string;
  }>;
  assignments: Array<{ id: string; officeName: string; fromDate: string; toDate: string | null }>;
};

export type ScholarsQueryVariables = Exact<{
  filter?: ScholarFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type ScholarsQuery = {
  scholars: {
    items: Array<{
      id: string;
      firstName: string;
      lastName: string;
      email: string;
      program: ApplicationPosition;
      stage: ScholarStage;
      status: ScholarStatus;
      officeId: string;
      officeName: string;
      createdAt: string;
      version: number;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type ScholarQueryVariables = Exact<{
  id: string | number;
}>;

export type ScholarQuery = {
  scholar: {
    requiredHours: number;
    dutyHoursPerDay: number;
    dutyStart: string;
    startedOn: string;
    endedOn: string | null;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    stage: ScholarStage;
    status: ScholarStatus;
    officeId: string;
    officeName: string;
    createdAt: string;
    version: number;
    history: Array<{
      id: string;
      field: string;
      fromValue: string | null;
      toValue: string | null;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    assignments: Array<{ id: string; officeName: string; fromDate: string; toDate: string | null }>;
  };
};

export type ScholarOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type ScholarOfficesQuery = {
  me: { id: string; officeId: string | null } | null;
  offices: Array<{ id: string; name: string }>;
};

export type UpdateScholarStatusMutationVariables = Exact<{
  input: UpdateScholarStatusInput;
}>;

export type UpdateScholarStatusMutation = {
  updateScholarStatus: {
    requiredHours: number;
    dutyHoursPerDay: number;
    dutyStart: string;
    startedOn: string;
    endedOn: string | null;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    stage: ScholarStage;
    status: ScholarStatus;
    officeId: string;
    officeName: string;
    createdAt: string;
    version: number;
    history: Array<{
      id: string;
      field: string;
      fromValue: string | null;
      toValue: string | null;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    assignments: Array<{ id: string; officeName: string; fromDate: string; toDate: string | null }>;
  };
};

export type ReassignScholarMutationVariables = Exact<{
  input: ReassignScholarInput;
}>;

export type ReassignScholarMutation = {
  reassignScholar: {
    requiredHours: number;
    dutyHoursPerDay: number;
    dutyStart: string;
    startedOn: string;
    endedOn: string | null;
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    program: ApplicationPosition;
    stage: ScholarStage;
    status: ScholarStatus;
    officeId: string;
    officeName: string;
    createdAt: string;
    version: number;
    history: Array<{
      id: string;
      field: string;
      fromValue: string | null;
      toValue: string | null;
      comment: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
    assignments: Array<{ id: string; officeName: string; fromDate: string; toDate: string | null }>;
  };
};

export type TermClosureFieldsFragment = {
  id: string;
  closedAt: string;
  closedByName: string;
  closeReason: string | null;
  openAtClose: number;
  madeInactive: number;
  reopenedAt: string | null;
  reopenedByName: string | null;
  reopenReason: string | null;
};

export type TermClosingFieldsFragment = {
  term: EvaluationTerm;
  academicYear: string;
  label: string;
  from: string;
  to: string;
  scholarsServed: number;
  scholarsNotContinuing: number;
  closure: {
    id: string;
    closedAt: string;
    closedByName: string;
    closeReason: string | null;
    openAtClose: number;
    madeInactive: number;
    reopenedAt: string | null;
    reopenedByName: string | null;
    reopenReason: string | null;
  } | null;
  openWork: {
    dtrMonthsNotApproved: number;
    scholarsNotEvaluated: number;
    reapplicationsUndecided: number;
    leavePending: number;
    total: number;
  };
  history: Array<{
    id: string;
    closedAt: string;
    closedByName: string;
    closeReason: string | null;
    openAtClose: number;
    madeInactive: number;
    reopenedAt: string | null;
    reopenedByName: string | null;
    reopenReason: string | null;
  }>;
};

export type TermChoicesQueryVariables = Exact<{ [key: string]: never }>;

export type TermChoicesQuery = {
  academicYears: Array<{
    academicYear: string;
    terms: Array<{ term: EvaluationTerm; label: string }>;
  }>;
  currentAcademicTerm: { term: EvaluationTerm; academicYear: string };
};

export type TermClosingQueryVariables = Exact<{
  term: string;
  academicYear: string;
}>;

export type TermClosingQuery = {
  termClosing: {
    term: EvaluationTerm;
    academicYear: string;
    label: string;
    from: string;
    to: string;
    scholarsServed: number;
    scholarsNotContinuing: number;
    closure: {
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    } | null;
    openWork: {
      dtrMonthsNotApproved: number;
      scholarsNotEvaluated: number;
      reapplicationsUndecided: number;
      leavePending: number;
      total: number;
    };
    history: Array<{
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    }>;
  };
};

export type CloseTermMutationVariables = Exact<{
  input: TermChangeInput;
}>;

export type CloseTermMutation = {
  closeTerm: {
    term: EvaluationTerm;
    academicYear: string;
    label: string;
    from: string;
    to: string;
    scholarsServed: number;
    scholarsNotContinuing: number;
    closure: {
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    } | null;
    openWork: {
      dtrMonthsNotApproved: number;
      scholarsNotEvaluated: number;
      reapplicationsUndecided: number;
      leavePending: number;
      total: number;
    };
    history: Array<{
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    }>;
  };
};

export type ReopenTermMutationVariables = Exact<{
  input: TermChangeInput;
}>;

export type ReopenTermMutation = {
  reopenTerm: {
    term: EvaluationTerm;
    academicYear: string;
    label: string;
    from: string;
    to: string;
    scholarsServed: number;
    scholarsNotContinuing: number;
    closure: {
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    } | null;
    openWork: {
      dtrMonthsNotApproved: number;
      scholarsNotEvaluated: number;
      reapplicationsUndecided: number;
      leavePending: number;
      total: number;
    };
    history: Array<{
      id: string;
      closedAt: string;
      closedByName: string;
      closeReason: string | null;
      openAtClose: number;
      madeInactive: number;
      reopenedAt: string | null;
      reopenedByName: string | null;
      reopenReason: string | null;
    }>;
  };
};

export type UserApiTokensQueryVariables = Exact<{
  userId: string | number;
}>;

export type UserApiTokensQuery = {
  apiTokens: Array<{
    id: string;
    name: string;
    prefix: string;
    scope: ApiTokenScope;
    expiresAt: string | null;
    lastUsedAt: string | null;
    lastUsedIp: string | null;
    revokedAt: string | null;
    createdAt: string;
  }>;
};

export type RevokeUserApiTokenMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeUserApiTokenMutation = {
  revokeApiToken: { id: string; revokedAt: string | null };
};

export type UserAccountRowFragment = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  verified: boolean;
  officeId: string | null;
  officeName: string | null;
  createdAt: string;
  version: number;
};

export type UserAccountsQueryVariables = Exact<{
  filter?: UserAccountFilter | null | undefined;
  page: number;
  limit: number;
}>;

export type UserAccountsQuery = {
  users: {
    items: Array<{
      id: string;
      firstname: string;
      lastname: string;
      email: string;
      role: UserRole;
      status: UserStatus;
      verified: boolean;
      officeId: string | null;
      officeName: string | null;
      createdAt: string;
      version: number;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type UserAccountQueryVariables = Exact<{
  id: string | number;
}>;

export type UserAccountQuery = {
  user: {
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    role: UserRole;
    status: UserStatus;
    verified: boolean;
    officeId: string | null;
    officeName: string | null;
    createdAt: string;
    version: number;
    history: Array<{
      id: string;
      field: string;
      fromValue: string | null;
      toValue: string | null;
      actorName: string | null;
      createdAt: string;
    }>;
  };
  me: { id: string; role: UserRole } | null;
  offices: Array<{ id: string; name: string }>;
};

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;

export type UpdateUserMutation = {
  updateUser: {
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    role: UserRole;
    status: UserStatus;
    verified: boolean;
    officeId: string | null;
    officeName: string | null;
    createdAt: string;
    version: number;
  };
};

export type StaffInvitationRowFragment = {
  id: string;
  email: string;
  firstname: string;
  lastname: string;
  role: UserRole;
  officeName: string | null;
  status: InvitationStatus;
  expiresAt: string;
  invitedByName: string | null;
  createdAt: string;
};

export type StaffInvitationsQueryVariables = Exact<{
  page: number;
  limit: number;
}>;

export type StaffInvitationsQuery = {
  staffInvitations: {
    items: Array<{
      id: string;
      email: string;
      firstname: string;
      lastname: string;
      role: UserRole;
      officeName: string | null;
      status: InvitationStatus;
      expiresAt: string;
      invitedByName: string | null;
      createdAt: string;
    }>;
    pagination: {
      currentPage: number;
      totalPages: number;
      totalItems: number;
      totalIsLowerBound: boolean;
      hasPrevPage: boolean;
      hasNextPage: boolean;
    };
  };
};

export type InvitationOfficesQueryVariables = Exact<{ [key: string]: never }>;

export type InvitationOfficesQuery = { offices: Array<{ id: string; name: string }> };

export type InviteStaffMutationVariables = Exact<{
  input: InviteStaffInput;
}>;

export type InviteStaffMutation = {
  inviteStaff: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
    role: UserRole;
    officeName: string | null;
    status: InvitationStatus;
    expiresAt: string;
    invitedByName: string | null;
    createdAt: string;
  };
};

export type ResendStaffInvitationMutationVariables = Exact<{
  id: string | number;
}>;

export type ResendStaffInvitationMutation = {
  resendStaffInvitation: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
    role: UserRole;
    officeName: string | null;
    status: InvitationStatus;
    expiresAt: string;
    invitedByName: string | null;
    createdAt: string;
  };
};

export type RevokeStaffInvitationMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeStaffInvitationMutation = {
  revokeStaffInvitation: {
    id: string;
    email: string;
    firstname: string;
    lastname: string;
    role: UserRole;
    officeName: string | null;
    status: InvitationStatus;
    expiresAt: string;
    invitedByName: string | null;
    createdAt: string;
  };
};

export type CurrentUserFragment = {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  pendingEmail: string | null;
  role: UserRole;
  status: UserStatus;
  verified: boolean;
  avatar: string | null;
  createdAt: string;
};

export type MeQueryVariables = Exact<{ [key: string]: never }>;

export type MeQuery = {
  me: {
    id: string;
    firstname: string;
    lastname: string;
    email: string;
    pendingEmail: string | null;
    role: UserRole;
    status: UserStatus;
    verified: boolean;
    avatar: string | null;
    createdAt: string;
  } | null;
};

export type ResendVerificationMutationVariables = Exact<{
  input: EmailInput;
}>;

export type ResendVerificationMutation = { resendVerification: { message: string } };

export type SignOutMutationVariables = Exact<{ [key: string]: never }>;

export type SignOutMutation = { signOut: boolean };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never }>;

export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type UnreadCountChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UnreadCountChangedSubscription = { unreadCountChanged: number };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type NotificationAddedSubscription = {
  notificationAdded: {
    id: string;
    type: NotificationType;
    title: string;
    message: string;
    link: string | null;
  };
};

export const ApiTokenFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedIp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const AnalyticsKpiFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnalyticsKpiFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AnalyticsKpi' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sparkline' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnalyticsKpiFieldsFragment, unknown>;
export const MyApplicationFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyApplication' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApplicationFragment, unknown>;
export const StaffApplicationRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffApplicationRowFragment, unknown>;
export const StaffApplicationDetailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'age' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'civilStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'citizenship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeProvince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContactNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasRelativeWorking' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatives' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'department' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relationship' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'elementary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'elementaryYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchoolYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'college' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collegeYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'others' } },
          { kind: 'Field', name: { kind: 'Name', value: 'othersYears' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seminars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sponsoringAgency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inclusiveDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'place' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'agreedToTerms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conformity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentGuardianName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentConsent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffApplicationDetailFragment, unknown>;
export const AcademicYearFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AcademicYearFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AcademicYear' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'terms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsOn' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcademicYearFieldsFragment, unknown>;
export const NonWorkingDayFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NonWorkingDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NonWorkingDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NonWorkingDayFieldsFragment, unknown>;
export const DtrDayFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DtrDayFieldsFragment, unknown>;
export const DtrSheetFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrSheet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrMonth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedNotice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'days' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'totals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DtrSheetFragment, unknown>;
export const DtrTrainingFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrTraining' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trainingProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedMinutes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DtrTrainingFragment, unknown>;
export const EvaluationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationFieldsFragment, unknown>;
export const EvaluationDetailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'replacedByName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationDetailFragment, unknown>;
export const GradeReportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GradeReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GradeReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faculty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'one' } },
                { kind: 'Field', name: { kind: 'Name', value: 'two' } },
                { kind: 'Field', name: { kind: 'Name', value: 'final' } },
                { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averages' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GradeReportFieldsFragment, unknown>;
export const ImportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportFieldsFragment, unknown>;
export const ImportRowFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'row' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'column' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportRowFieldsFragment, unknown>;
export const LeaveRequestFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveRequestFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const KioskFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Kiosk' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskFieldsFragment, unknown>;
export const PunchSettingsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PunchSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PunchSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'opensAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMinutesPerDay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PunchSettingsFieldsFragment, unknown>;
export const ReapplicationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReapplicationFieldsFragment, unknown>;
export const RequirementItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequirementItemFieldsFragment, unknown>;
export const RequirementSubmissionFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequirementSubmissionFieldsFragment, unknown>;
export const ClassScheduleFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ClassScheduleFieldsFragment, unknown>;
export const ScholarRequestRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRequestRowFragment, unknown>;
export const ScholarRecordFileFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordFile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StoredFile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRecordFileFragment, unknown>;
export const ScholarRecordGradeReportFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordGradeReport' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GradeReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faculty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'one' } },
                { kind: 'Field', name: { kind: 'Name', value: 'two' } },
                { kind: 'Field', name: { kind: 'Name', value: 'final' } },
                { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRecordFile' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordFile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StoredFile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRecordGradeReportFragment, unknown>;
export const ScholarRecordScheduleFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordSchedule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRecordFile' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordFile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StoredFile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRecordScheduleFragment, unknown>;
export const ScholarRecordRequirementsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordRequirements' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ScholarRecordFile' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordFile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StoredFile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRecordRequirementsFragment, unknown>;
export const ScholarRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRowFragment, unknown>;
export const ScholarDetailFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHoursPerDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarDetailFragment, unknown>;
export const TermClosureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closeReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAtClose' } },
          { kind: 'Field', name: { kind: 'Name', value: 'madeInactive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TermClosureFieldsFragment, unknown>;
export const TermClosingFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closure' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openWork' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dtrMonthsNotApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotEvaluated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reapplicationsUndecided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leavePending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsServed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotContinuing' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closeReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAtClose' } },
          { kind: 'Field', name: { kind: 'Name', value: 'madeInactive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenReason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TermClosingFieldsFragment, unknown>;
export const UserAccountRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserAccountRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccountRowFragment, unknown>;
export const StaffInvitationRowFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffInvitationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffInvitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffInvitationRowFragment, unknown>;
export const CurrentUserFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentUserFragment, unknown>;
export const PublicConfigDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublicConfig' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'productName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'productShortName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicConfigQuery, PublicConfigQueryVariables>;
export const AnalyticsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AnalyticsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'analyticsSummary' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'end' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'start' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'activeStudents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AnalyticsKpiFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'newThisMonth' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AnalyticsKpiFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pendingApplications' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AnalyticsKpiFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pendingLeaves' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'AnalyticsKpiFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'avgDecisionDays' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stageDurations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'medianDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applicationsDaily' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'end' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'applications' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applicationsPipeline' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'start' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'start' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'end' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'end' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activeScholarBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gender' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scholarship' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AnalyticsKpiFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AnalyticsKpi' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'value' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'delta' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sparkline' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnalyticsPageQuery, AnalyticsPageQueryVariables>;
export const MyApplicationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyApplications' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApplications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyApplication' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyApplication' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApplicationsQuery, MyApplicationsQueryVariables>;
export const ApplicationAcademicDomainDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ApplicationAcademicDomain' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'academicEmailDomain' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  ApplicationAcademicDomainQuery,
  ApplicationAcademicDomainQueryVariables
>;
export const WithdrawApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'WithdrawApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'withdrawApplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<WithdrawApplicationMutation, WithdrawApplicationMutationVariables>;
export const SubmitApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubmitApplicationInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'certificates' } },
          type: {
            kind: 'ListType',
            type: {
              kind: 'NonNullType',
              type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitApplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'profilePhoto' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'profilePhoto' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'certificates' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'certificates' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MyApplication' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MyApplication' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const StaffApplicationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffApplications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApplicationFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'applications' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StaffApplicationRow' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'limit' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffApplicationsQuery, StaffApplicationsQueryVariables>;
export const StaffApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffApplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'application' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'age' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'civilStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'citizenship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeProvince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContactNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasRelativeWorking' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatives' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'department' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relationship' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'elementary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'elementaryYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchoolYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'college' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collegeYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'others' } },
          { kind: 'Field', name: { kind: 'Name', value: 'othersYears' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seminars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sponsoringAgency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inclusiveDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'place' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'agreedToTerms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conformity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentGuardianName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentConsent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffApplicationQuery, StaffApplicationQueryVariables>;
export const OpenApplicationReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'OpenApplicationReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openApplicationReview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'age' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'civilStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'citizenship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeProvince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContactNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasRelativeWorking' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatives' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'department' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relationship' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'elementary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'elementaryYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchoolYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'college' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collegeYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'others' } },
          { kind: 'Field', name: { kind: 'Name', value: 'othersYears' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seminars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sponsoringAgency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inclusiveDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'place' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'agreedToTerms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conformity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentGuardianName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentConsent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OpenApplicationReviewMutation, OpenApplicationReviewMutationVariables>;
export const UpdateApplicationStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateApplicationStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'UpdateApplicationStatusInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateApplicationStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'profilePhoto' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffApplicationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Application' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffApplicationRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          { kind: 'Field', name: { kind: 'Name', value: 'age' } },
          { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
          { kind: 'Field', name: { kind: 'Name', value: 'civilStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'citizenship' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeProvince' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioAddress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioStreet' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioBarangay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioCity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'homeContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'baguioContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fatherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherNameUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'motherOccupationUnknown' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContact' } },
          { kind: 'Field', name: { kind: 'Name', value: 'emergencyContactNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasRelativeWorking' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatives' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'department' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relationship' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'elementary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'elementaryYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchool' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highSchoolYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'college' } },
          { kind: 'Field', name: { kind: 'Name', value: 'collegeYears' } },
          { kind: 'Field', name: { kind: 'Name', value: 'others' } },
          { kind: 'Field', name: { kind: 'Name', value: 'othersYears' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'seminars' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sponsoringAgency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'inclusiveDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'place' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'agreedToTerms' } },
          { kind: 'Field', name: { kind: 'Name', value: 'conformity' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentGuardianName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentConsent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'documents' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  UpdateApplicationStatusMutation,
  UpdateApplicationStatusMutationVariables
>;
export const InterviewMailPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InterviewMailPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InterviewPreviewInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'interviewMailPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'text' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InterviewMailPreviewQuery, InterviewMailPreviewQueryVariables>;
export const TrainingOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TrainingOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TrainingOfficesQuery, TrainingOfficesQueryVariables>;
export const InvitationPreviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvitationPreview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'invitationPreview' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationPreviewQuery, InvitationPreviewQueryVariables>;
export const AcceptStaffInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AcceptStaffInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AcceptInvitationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'acceptStaffInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcceptStaffInvitationMutation, AcceptStaffInvitationMutationVariables>;
export const ForgotPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ForgotPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'forgotPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResetPassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ResetPasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resetPassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignIn' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignInInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signIn' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'user' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignUpDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignUp' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SignUpInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'signUp' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SignUpMutation, SignUpMutationVariables>;
export const VerifyEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'VerifyEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'code' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'code' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirectUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VerifyEmailMutation, VerifyEmailMutationVariables>;
export const AcademicYearsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AcademicYears' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'academicYears' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AcademicYearFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AcademicYearFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AcademicYear' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'terms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsOn' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcademicYearsQuery, AcademicYearsQueryVariables>;
export const SaveAcademicYearDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveAcademicYear' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveAcademicYearInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveAcademicYear' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'AcademicYearFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AcademicYearFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'AcademicYear' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'terms' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startsOn' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endsOn' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveAcademicYearMutation, SaveAcademicYearMutationVariables>;
export const NonWorkingDaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NonWorkingDays' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorkingDays' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'from' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'from' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'to' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'to' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'NonWorkingDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NonWorkingDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NonWorkingDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NonWorkingDaysQuery, NonWorkingDaysQueryVariables>;
export const CalendarOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CalendarOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CalendarOfficesQuery, CalendarOfficesQueryVariables>;
export const AddNonWorkingDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AddNonWorkingDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AddNonWorkingDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'addNonWorkingDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'NonWorkingDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NonWorkingDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NonWorkingDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeIds' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddNonWorkingDayMutation, AddNonWorkingDayMutationVariables>;
export const RemoveNonWorkingDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RemoveNonWorkingDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'removeNonWorkingDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveNonWorkingDayMutation, RemoveNonWorkingDayMutationVariables>;
export const HrDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'HrDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'hrDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalUsers' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingReviews' } },
                { kind: 'Field', name: { kind: 'Name', value: 'offices' } },
                { kind: 'Field', name: { kind: 'Name', value: 'satisfaction' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scoredEvaluations' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'term' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activeScholarBreakdown' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'gender' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'scholarship' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<HrDashboardQuery, HrDashboardQueryVariables>;
export const MyEvaluationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyEvaluations' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myEvaluations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyEvaluationsQuery, MyEvaluationsQueryVariables>;
export const OfficeDashboardFiguresDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfficeDashboardFigures' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'officeDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeScholars' } },
                { kind: 'Field', name: { kind: 'Name', value: 'activeTrainees' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dtrDaysAwaitingConfirmation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pendingLeaveRequests' } },
                { kind: 'Field', name: { kind: 'Name', value: 'evaluationsDue' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'term' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfficeDashboardFiguresQuery, OfficeDashboardFiguresQueryVariables>;
export const OfficeDashboardScholarsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfficeDashboardScholars' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
          defaultValue: { kind: 'IntValue', value: '1' },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholars' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '100' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'trainingProgress' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedMinutes' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfficeDashboardScholarsQuery, OfficeDashboardScholarsQueryVariables>;
export const StudentApplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentApplication' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApplications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interviewDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interviewTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interviewLocation' } },
                { kind: 'Field', name: { kind: 'Name', value: 'interviewNotes' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myRequirementSubmission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentApplicationQuery, StudentApplicationQueryVariables>;
export const StudentDeploymentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentDeployment' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myScholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'trainingProgress' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedMinutes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentDeploymentQuery, StudentDeploymentQueryVariables>;
export const StudentDeploymentChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'StudentDeploymentChanged' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dtrChanged' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<
  StudentDeploymentChangedSubscription,
  StudentDeploymentChangedSubscriptionVariables
>;
export const StudentMonthHoursDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StudentMonthHours' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myDtrMonth' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StudentMonthHoursQuery, StudentMonthHoursQueryVariables>;
export const SystemBackupsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SystemBackups' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'backupStatus' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'last' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'startedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finishedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'outcome' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'size' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'archiveName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'nextRunAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'encrypted' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SystemBackupsQuery, SystemBackupsQueryVariables>;
export const MyDtrMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyDtrMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myDtrMonth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrSheet' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myScholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrTraining' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrSheet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrMonth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedNotice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'days' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'totals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrTraining' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trainingProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedMinutes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyDtrMonthQuery, MyDtrMonthQueryVariables>;
export const SaveDtrDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveDtrDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveDtrDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveDtrDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveDtrDayMutation, SaveDtrDayMutationVariables>;
export const SubmitDtrMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitDtrMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubmitDtrMonthInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitDtrMonth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrSheet' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrSheet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrMonth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedNotice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'days' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'totals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitDtrMonthMutation, SubmitDtrMonthMutationVariables>;
export const DtrChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'DtrChanged' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dtrChanged' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dates' } },
                { kind: 'Field', name: { kind: 'Name', value: 'monthStatus' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DtrChangedSubscription, DtrChangedSubscriptionVariables>;
export const OfficeDtrOverviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfficeDtrOverview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'officeDtrMonth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'leaveDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfficeDtrOverviewQuery, OfficeDtrOverviewQueryVariables>;
export const DtrPickerScholarsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DtrPickerScholars' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholars' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrTraining' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrTraining' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'trainingProgress' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedMinutes' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DtrPickerScholarsQuery, DtrPickerScholarsQueryVariables>;
export const ScholarDtrMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarDtrMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'dtrMonth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrSheet' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrSheet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrMonth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedNotice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'days' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'totals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarDtrMonthQuery, ScholarDtrMonthQueryVariables>;
export const ConfirmDtrDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmDtrDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfirmDtrDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmDtrDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmDtrDayMutation, ConfirmDtrDayMutationVariables>;
export const ConfirmDtrDaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmDtrDays' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ConfirmDtrDaysInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmDtrDays' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholars' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmDtrDaysMutation, ConfirmDtrDaysMutationVariables>;
export const UnconfirmDtrDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnconfirmDtrDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UnconfirmDtrDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unconfirmDtrDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnconfirmDtrDayMutation, UnconfirmDtrDayMutationVariables>;
export const CorrectDtrDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CorrectDtrDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CorrectDtrDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'correctDtrDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CorrectDtrDayMutation, CorrectDtrDayMutationVariables>;
export const ExcuseDtrDayDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ExcuseDtrDay' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ExcuseDtrDayInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'excuseDtrDay' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ExcuseDtrDayMutation, ExcuseDtrDayMutationVariables>;
export const DecideDtrMonthDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideDtrMonth' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DecideDtrMonthInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideDtrMonth' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrSheet' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrDayFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrDay' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'date' } },
          { kind: 'Field', name: { kind: 'Name', value: 'day' } },
          { kind: 'Field', name: { kind: 'Name', value: 'weekday' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyMinutes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'nonWorking' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
          { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
          { kind: 'Field', name: { kind: 'Name', value: 'workedMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'undertimeMinutes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excusedReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'confirmedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          { kind: 'Field', name: { kind: 'Name', value: 'editable' } },
          { kind: 'Field', name: { kind: 'Name', value: 'onLeave' } },
          { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'DtrSheet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'DtrMonth' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'month' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'department' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedNotice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'flags' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'days' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'DtrDayFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'totals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'daysRecorded' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unconfirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'late' } },
                { kind: 'Field', name: { kind: 'Name', value: 'undertime' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideDtrMonthMutation, DecideDtrMonthMutationVariables>;
export const CurrentAcademicTermDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CurrentAcademicTerm' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentAcademicTerm' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CurrentAcademicTermQuery, CurrentAcademicTermQueryVariables>;
export const EvaluationPickerScholarsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EvaluationPickerScholars' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholars' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'search' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
                    },
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'current' },
                      value: { kind: 'BooleanValue', value: true },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationPickerScholarsQuery, EvaluationPickerScholarsQueryVariables>;
export const EvaluationScholarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EvaluationScholar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationScholarQuery, EvaluationScholarQueryVariables>;
export const ScholarEvaluationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarEvaluation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EvaluationTerm' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'academicYear' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholarEvaluation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'term' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'academicYear' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'academicYear' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarEvaluationQuery, ScholarEvaluationQueryVariables>;
export const SaveEvaluationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveEvaluation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveEvaluationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveEvaluation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveEvaluationMutation, SaveEvaluationMutationVariables>;
export const EvaluationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Evaluations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'EvaluationFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'evaluations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationsQuery, EvaluationsQueryVariables>;
export const EvaluationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Evaluation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'evaluation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'criterion' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'score' } },
          { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'EvaluationDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Evaluation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'EvaluationFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'version' } },
                { kind: 'Field', name: { kind: 'Name', value: 'score' } },
                { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
                { kind: 'Field', name: { kind: 'Name', value: 'evaluatorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'replacedByName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationQuery, EvaluationQueryVariables>;
export const EvaluationOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'EvaluationOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EvaluationOfficesQuery, EvaluationOfficesQueryVariables>;
export const MyGradeReportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyGradeReports' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myGradeReports' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GradeReportFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentAcademicTerm' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GradeReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GradeReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faculty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'one' } },
                { kind: 'Field', name: { kind: 'Name', value: 'two' } },
                { kind: 'Field', name: { kind: 'Name', value: 'final' } },
                { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averages' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyGradeReportsQuery, MyGradeReportsQueryVariables>;
export const SaveGradeReportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SaveGradeReport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SaveGradeReportInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'saveGradeReport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'image' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'image' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GradeReportFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GradeReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GradeReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faculty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'one' } },
                { kind: 'Field', name: { kind: 'Name', value: 'two' } },
                { kind: 'Field', name: { kind: 'Name', value: 'final' } },
                { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'meta' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'enrolledBy' } },
                { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averages' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SaveGradeReportMutation, SaveGradeReportMutationVariables>;
export const ImportKindsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ImportKinds' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'importKinds' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'templateCsv' } },
                { kind: 'Field', name: { kind: 'Name', value: 'templateXlsx' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'columns' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'required' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'aliases' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportKindsQuery, ImportKindsQueryVariables>;
export const ImportsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Imports' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'imports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportsQuery, ImportsQueryVariables>;
export const ImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Import' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'import' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportQuery, ImportQueryVariables>;
export const ImportRowsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ImportRows' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRowAction' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'import' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  arguments: [
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'action' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'action' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'page' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
                    },
                    {
                      kind: 'Argument',
                      name: { kind: 'Name', value: 'limit' },
                      value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
                    },
                  ],
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'items' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ImportRowFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'pagination' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportRowFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ImportRow' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'row' } },
          { kind: 'Field', name: { kind: 'Name', value: 'action' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'changes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'errors' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'column' } },
                { kind: 'Field', name: { kind: 'Name', value: 'header' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ImportRowsQuery, ImportRowsQueryVariables>;
export const PreviewImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PreviewImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PreviewImportInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'previewImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PreviewImportMutation, PreviewImportMutationVariables>;
export const ApplyImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ApplyImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ApplyImportInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'applyImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApplyImportMutation, ApplyImportMutationVariables>;
export const CancelImportDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelImport' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelImport' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ImportFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ImportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Import' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fileName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updateCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedBy' } },
          { kind: 'Field', name: { kind: 'Name', value: 'appliedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sendMail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchangedRows' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsDone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'rowsTotal' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cancelRequested' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'errorFile' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelImportMutation, CancelImportMutationVariables>;
export const LeaveFormContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaveFormContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myScholar' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveFormDefaults' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myLeaveRequests' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaveRequestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveFormContextQuery, LeaveFormContextQueryVariables>;
export const FileLeaveRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'FileLeaveRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateLeaveRequestInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'proof' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'fileLeaveRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'proof' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'proof' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaveRequestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FileLeaveRequestMutation, FileLeaveRequestMutationVariables>;
export const CancelLeaveRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelLeaveRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CancelLeaveRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelLeaveRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaveRequestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelLeaveRequestMutation, CancelLeaveRequestMutationVariables>;
export const LeaveRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaveRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequestFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'LeaveRequestFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveRequestTotals' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'approved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disapproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'cancelled' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveRequestsQuery, LeaveRequestsQueryVariables>;
export const LeaveRequestHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LeaveRequestHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'leaveRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaveRequestFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LeaveRequestHistoryQuery, LeaveRequestHistoryQueryVariables>;
export const DecideLeaveRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideLeaveRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DecideLeaveRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideLeaveRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'LeaveRequestFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'LeaveRequestFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'LeaveRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'typeLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateFrom' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dateTo' } },
          { kind: 'Field', name: { kind: 'Name', value: 'days' } },
          { kind: 'Field', name: { kind: 'Name', value: 'daysHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'remarks' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrNote' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'proof' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideLeaveRequestMutation, DecideLeaveRequestMutationVariables>;
export const MasterListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MasterList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'MasterListFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'masterList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'monthsInService' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'daysInService' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestScore' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'latestScoreTerm' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'label' } }],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'gender' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'termsServed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yearsServed' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'term' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'asOf' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'summary' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'male' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'female' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byOffice' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'byProgram' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MasterListQuery, MasterListQueryVariables>;
export const MasterListOptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MasterListOptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentAcademicTerm' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MasterListOptionsQuery, MasterListOptionsQueryVariables>;
export const NotificationListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NotificationList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isRead' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isRead' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isRead' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skip' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'NotificationFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
              ],
            },
          },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'everything' },
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationListQuery, NotificationListQueryVariables>;
export const MarkNotificationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationsRead' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'markNotificationsRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkAllNotificationsRead' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markAllNotificationsRead' } }],
      },
    },
  ],
} as unknown as DocumentNode<
  MarkAllNotificationsReadMutation,
  MarkAllNotificationsReadMutationVariables
>;
export const DeleteNotificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteNotification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteNotification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteNotificationMutation, DeleteNotificationMutationVariables>;
export const DeleteNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteNotifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteNotificationsMutation, DeleteNotificationsMutationVariables>;
export const LatestNotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LatestNotifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skip' },
                value: { kind: 'IntValue', value: '0' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'NotificationFields' },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'unreadCount' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LatestNotificationsQuery, LatestNotificationsQueryVariables>;
export const AcademicEmailRequirementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AcademicEmailRequirement' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApplications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'publicConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'academicEmailDomain' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AcademicEmailRequirementQuery, AcademicEmailRequirementQueryVariables>;
export const MyApiTokensDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyApiTokens' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApiTokens' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiTokenFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedIp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiTokenInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'token' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiTokenFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedIp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeMyApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeMyApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeMyApiTokenMutation, RevokeMyApiTokenMutationVariables>;
export const ChangePasswordDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangePassword' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangePasswordInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changePassword' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ChangeEmailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ChangeEmail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ChangeEmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'changeEmail' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const CancelEmailChangeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelEmailChange' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelEmailChange' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelEmailChangeMutation, CancelEmailChangeMutationVariables>;
export const PushSubscriptionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PushSubscriptions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'pushPublicKey' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPushSubscriptions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'endpoint' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userAgent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastOkAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PushSubscriptionsQuery, PushSubscriptionsQueryVariables>;
export const SubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubscribePushInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'subscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'id' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UnsubscribePush' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'unsubscribePush' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const SessionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Sessions' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sessions' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'userAgent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'isCurrent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SessionsQuery, SessionsQueryVariables>;
export const EndSessionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'EndSession' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'endSession' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const PunchDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'Punch' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PunchInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'punch' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'punch' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'workDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'claimedAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'day' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'date' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'in1' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'out1' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'in2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'out2' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'punchedSlots' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lateSend' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PunchMutation, PunchMutationVariables>;
export const OfficeKiosksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'OfficeKiosks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'officeId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'punchSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'officeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'officeId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PunchSettingsFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kiosks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'officeId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'officeId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KioskFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PunchSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PunchSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'opensAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMinutesPerDay' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Kiosk' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OfficeKiosksQuery, OfficeKiosksQueryVariables>;
export const CreateKioskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateKiosk' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateKioskInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createKiosk' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'kiosk' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KioskFields' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Kiosk' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateKioskMutation, CreateKioskMutationVariables>;
export const RevokeKioskDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeKiosk' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeKiosk' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'KioskFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'KioskFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Kiosk' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSeenAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeKioskMutation, RevokeKioskMutationVariables>;
export const UpdatePunchSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdatePunchSettings' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'PunchSettingsInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updatePunchSettings' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PunchSettingsFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PunchSettingsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PunchSettings' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'opensAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closesAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'maxMinutesPerDay' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdatePunchSettingsMutation, UpdatePunchSettingsMutationVariables>;
export const ConfirmPunchedDaysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ConfirmPunchedDays' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'confirmPunchedDays' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'scholarId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'month' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'month' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'month' } },
                { kind: 'Field', name: { kind: 'Name', value: 'confirmedDays' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholars' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ConfirmPunchedDaysMutation, ConfirmPunchedDaysMutationVariables>;
export const KioskFeedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'KioskFeed' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'kioskFeed' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'code' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'step' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'validUntil' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'serverTime' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recentPunches' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slot' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskFeedSubscription, KioskFeedSubscriptionVariables>;
export const KioskOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'KioskOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<KioskOfficesQuery, KioskOfficesQueryVariables>;
export const ReapplyContextDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReapplyContext' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reapplicationFormDefaults' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
                { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
                { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reapplicationGradeChoices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myReapplications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReapplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReapplyContextQuery, ReapplyContextQueryVariables>;
export const SubmitReapplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitReapplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'SubmitReapplicationInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'grades' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitReapplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'grades' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'grades' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReapplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitReapplicationMutation, SubmitReapplicationMutationVariables>;
export const ReapplicationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Reapplications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReapplicationFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reapplications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ReapplicationFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReapplicationsQuery, ReapplicationsQueryVariables>;
export const ReapplicationReviewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ReapplicationReview' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reapplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReapplicationFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'facts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hoursTermLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confirmedHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestEvaluationScore' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestEvaluationTerm' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestGeneralAverage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'latestGradesTerm' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReapplicationReviewQuery, ReapplicationReviewQueryVariables>;
export const DecideReapplicationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DecideReapplication' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'DecideReapplicationInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'decideReapplication' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ReapplicationFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ReapplicationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Reapplication' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'idNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'schoolDept' } },
          { kind: 'Field', name: { kind: 'Name', value: 'courseYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'effectivityDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'yearsInService' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reasons' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'signatureDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hrComments' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'decidedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradesFile' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReport' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DecideReapplicationMutation, DecideReapplicationMutationVariables>;
export const MyRequirementSubmissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyRequirementSubmission' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myRequirementSubmission' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementItemFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyRequirementSubmissionQuery, MyRequirementSubmissionQueryVariables>;
export const SubmitRequirementsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SubmitRequirements' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'documents' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: {
                  kind: 'NamedType',
                  name: { kind: 'Name', value: 'RequirementDocumentKey' },
                },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'files' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'submitRequirements' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'documents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'documents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'files' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'files' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementItemFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SubmitRequirementsMutation, SubmitRequirementsMutationVariables>;
export const ReuploadRequirementDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReuploadRequirement' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementDocumentKey' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reuploadRequirement' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'key' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'expectedVersion' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'expectedVersion' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementItemFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReuploadRequirementMutation, ReuploadRequirementMutationVariables>;
export const RequirementSubmissionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RequirementSubmissions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmissionFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requirementSubmissions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequirementSubmissionsQuery, RequirementSubmissionsQueryVariables>;
export const RequirementSubmissionDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'RequirementSubmission' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'requirementSubmission' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementItemFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RequirementSubmissionQuery, RequirementSubmissionQueryVariables>;
export const ReviewRequirementItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReviewRequirementItem' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'NamedType',
              name: { kind: 'Name', value: 'ReviewRequirementItemInput' },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reviewRequirementItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'RequirementSubmissionFields' },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'RequirementItemFields' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementSubmissionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'studentEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'itemsCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'approvedCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RequirementItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'note' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReviewRequirementItemMutation, ReviewRequirementItemMutationVariables>;
export const MyClassSchedulesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyClassSchedules' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentAcademicTerm' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myClassSchedules' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyClassSchedulesQuery, MyClassSchedulesQueryVariables>;
export const UploadClassScheduleDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UploadClassSchedule' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UploadClassScheduleInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Upload' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'uploadClassSchedule' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'file' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'file' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ClassScheduleFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ClassScheduleFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'size' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UploadClassScheduleMutation, UploadClassScheduleMutationVariables>;
export const ScholarRequestsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarRequests' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequestFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholarRequests' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ScholarRequestRow' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRequestsQuery, ScholarRequestsQueryVariables>;
export const ScholarRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholarRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRequestRow' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'toStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRequestQuery, ScholarRequestQueryVariables>;
export const ScholarRequestOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarRequestOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRequestOfficesQuery, ScholarRequestOfficesQueryVariables>;
export const CreateScholarRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateScholarRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateScholarRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createScholarRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRequestRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateScholarRequestMutation, CreateScholarRequestMutationVariables>;
export const AnswerScholarRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AnswerScholarRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'AnswerScholarRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'answerScholarRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRequestRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AnswerScholarRequestMutation, AnswerScholarRequestMutationVariables>;
export const CancelScholarRequestDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CancelScholarRequest' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CancelScholarRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cancelScholarRequest' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRequestRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRequestRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarRequest' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requestedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'male' } },
          { kind: 'Field', name: { kind: 'Name', value: 'female' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'answeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'allowedNextStatuses' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CancelScholarRequestMutation, CancelScholarRequestMutationVariables>;
export const ScholarRecordsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarRecords' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'continuedThrough' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reapplications' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'requirements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ScholarRecordRequirements' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'service' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'termsServed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'yearsServed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'importedTerms' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'periods' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'term' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'program' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'confirmedMinutes' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'classSchedules' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRecordSchedule' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'gradeReports' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'scholarId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'current' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'FragmentSpread',
                  name: { kind: 'Name', value: 'ScholarRecordGradeReport' },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordFile' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StoredFile' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mimeType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'size' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordRequirements' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RequirementSubmission' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'submittedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'items' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'note' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'file' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'ScholarRecordFile' },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordSchedule' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ClassSchedule' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uploadedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'replacedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'file' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRecordFile' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRecordGradeReport' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GradeReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'termLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'generalAverage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'rows' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                { kind: 'Field', name: { kind: 'Name', value: 'faculty' } },
                { kind: 'Field', name: { kind: 'Name', value: 'one' } },
                { kind: 'Field', name: { kind: 'Name', value: 'two' } },
                { kind: 'Field', name: { kind: 'Name', value: 'final' } },
                { kind: 'Field', name: { kind: 'Name', value: 'units' } },
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRecordFile' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarRecordsQuery, ScholarRecordsQueryVariables>;
export const ScholarsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Scholars' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ScholarFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholars' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRow' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarsQuery, ScholarsQueryVariables>;
export const ScholarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Scholar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'scholar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHoursPerDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarQuery, ScholarQueryVariables>;
export const ScholarOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ScholarOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ScholarOfficesQuery, ScholarOfficesQueryVariables>;
export const UpdateScholarStatusDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateScholarStatus' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateScholarStatusInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateScholarStatus' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHoursPerDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateScholarStatusMutation, UpdateScholarStatusMutationVariables>;
export const ReassignScholarDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReassignScholar' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ReassignScholarInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reassignScholar' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarDetail' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'program' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ScholarDetail' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Scholar' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ScholarRow' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredHours' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyHoursPerDay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dutyStart' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startedOn' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endedOn' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'comment' } },
                { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'assignments' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'fromDate' } },
                { kind: 'Field', name: { kind: 'Name', value: 'toDate' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReassignScholarMutation, ReassignScholarMutationVariables>;
export const TermChoicesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TermChoices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'academicYears' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'terms' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'currentAcademicTerm' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'term' } },
                { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TermChoicesQuery, TermChoicesQueryVariables>;
export const TermClosingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TermClosing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'academicYear' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'termClosing' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'term' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'term' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'academicYear' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'academicYear' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closeReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAtClose' } },
          { kind: 'Field', name: { kind: 'Name', value: 'madeInactive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenReason' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closure' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openWork' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dtrMonthsNotApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotEvaluated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reapplicationsUndecided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leavePending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsServed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotContinuing' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TermClosingQuery, TermClosingQueryVariables>;
export const CloseTermDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CloseTerm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TermChangeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closeTerm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closeReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAtClose' } },
          { kind: 'Field', name: { kind: 'Name', value: 'madeInactive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenReason' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closure' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openWork' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dtrMonthsNotApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotEvaluated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reapplicationsUndecided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leavePending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsServed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotContinuing' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CloseTermMutation, CloseTermMutationVariables>;
export const ReopenTermDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReopenTerm' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'TermChangeInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'reopenTerm' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosingFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'closeReason' } },
          { kind: 'Field', name: { kind: 'Name', value: 'openAtClose' } },
          { kind: 'Field', name: { kind: 'Name', value: 'madeInactive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reopenReason' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'TermClosingFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'TermClosing' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'term' } },
          { kind: 'Field', name: { kind: 'Name', value: 'academicYear' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'from' } },
          { kind: 'Field', name: { kind: 'Name', value: 'to' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'closure' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'openWork' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'dtrMonthsNotApproved' } },
                { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotEvaluated' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reapplicationsUndecided' } },
                { kind: 'Field', name: { kind: 'Name', value: 'leavePending' } },
                { kind: 'Field', name: { kind: 'Name', value: 'total' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsServed' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scholarsNotContinuing' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'history' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'TermClosureFields' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReopenTermMutation, ReopenTermMutationVariables>;
export const UserApiTokensDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserApiTokens' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'apiTokens' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'userId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'userId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiTokenFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'prefix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scope' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedIp' } },
          { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserApiTokensQuery, UserApiTokensQueryVariables>;
export const RevokeUserApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeUserApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'revokedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeUserApiTokenMutation, RevokeUserApiTokenMutationVariables>;
export const UserAccountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserAccounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccountFilter' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'users' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserAccountRow' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserAccountRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccountsQuery, UserAccountsQueryVariables>;
export const UserAccountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UserAccount' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'user' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserAccountRow' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'history' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'field' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fromValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'toValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'role' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserAccountRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UserAccountQuery, UserAccountQueryVariables>;
export const UpdateUserDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateUser' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'UpdateUserInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateUser' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UserAccountRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UserAccountRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'UserAccount' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'version' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const StaffInvitationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'StaffInvitations' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'staffInvitations' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'page' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'page' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'FragmentSpread',
                        name: { kind: 'Name', value: 'StaffInvitationRow' },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pagination' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'currentPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalPages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalItems' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalIsLowerBound' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasPrevPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffInvitationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffInvitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<StaffInvitationsQuery, StaffInvitationsQueryVariables>;
export const InvitationOfficesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'InvitationOffices' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'offices' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InvitationOfficesQuery, InvitationOfficesQueryVariables>;
export const InviteStaffDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'InviteStaff' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'InviteStaffInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'inviteStaff' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffInvitationRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffInvitationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffInvitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<InviteStaffMutation, InviteStaffMutationVariables>;
export const ResendStaffInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendStaffInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendStaffInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffInvitationRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffInvitationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffInvitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendStaffInvitationMutation, ResendStaffInvitationMutationVariables>;
export const RevokeStaffInvitationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeStaffInvitation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeStaffInvitation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffInvitationRow' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffInvitationRow' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffInvitation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'officeName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'invitedByName' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeStaffInvitationMutation, RevokeStaffInvitationMutationVariables>;
export const MeDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Me' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'me' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CurrentUser' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CurrentUser' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'User' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'firstname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastname' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pendingEmail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'role' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'avatar' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const ResendVerificationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ResendVerification' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'EmailInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'resendVerification' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'message' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const SignOutDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SignOut' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'signOut' } }],
      },
    },
  ],
} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const UnreadNotificationCountDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UnreadNotificationCount' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadNotificationCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<UnreadNotificationCountQuery, UnreadNotificationCountQueryVariables>;
export const UnreadCountChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UnreadCountChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadCountChanged' } }],
      },
    },
  ],
} as unknown as DocumentNode<
  UnreadCountChangedSubscription,
  UnreadCountChangedSubscriptionVariables
>;
export const NotificationAddedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'NotificationAdded' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notificationAdded' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationAddedSubscription, NotificationAddedSubscriptionVariables>;
