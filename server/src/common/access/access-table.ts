import { HR, OFFICE, SIGNED_IN, STAFF, STUDENT, type UserRole } from './roles.js';

/**
 * Who may call an operation:
 * - `public`: anyone; a stale access cookie is ignored (sign-in, sign-up, …);
 * - `optional`: anyone, but a stale access token is answered 401 so the client refreshes;
 * - `kiosk`: an office's kiosk credential (`X-Kiosk-Key`), never a user;
 * - roles: a signed-in caller with one of them.
 */
export type Callers = 'public' | 'optional' | 'kiosk' | readonly UserRole[];

/**
 * Which records a permitted caller reaches, beyond the role:
 * - `record`: one record named by the call, read through the office scoping
 *   rule (ARCHITECTURE §6: hr/admin all, office staff their office's, a student
 *   their own); out of scope reads as "not found";
 * - `own`: the caller's own account or records only;
 * - `none`: nothing narrower than the role (lists filter by the same scoping rule).
 */
export type Reach = 'record' | 'own' | 'none';

export interface AccessRule {
  callers: Callers;
  reach: Reach;
}

const rule = (callers: Callers, reach: Reach = 'none'): AccessRule => ({ callers, reach });

/**
 * Every operation of both transports, and who may call it: read by the guard
 * (through `@Access` on each resolver and controller method), by the services
 * (`requireAccess`) and by the access test, which calls every operation as
 * every kind of caller. A GraphQL operation and the REST route that fronts the
 * same service share one name.
 */
export const ACCESS = {
  // auth, sessions, tokens: the caller's own account
  me: rule('optional', 'own'),
  currentUser: rule(SIGNED_IN, 'own'),
  signUp: rule('public'),
  signIn: rule('public'),
  signOut: rule('public', 'own'),
  refreshSession: rule('public', 'own'),
  verifyEmail: rule('public'),
  resendVerification: rule('public'),
  forgotPassword: rule('public'),
  resetPassword: rule('public'),
  changePassword: rule(SIGNED_IN, 'own'),
  changeEmail: rule(SIGNED_IN, 'own'),
  cancelEmailChange: rule(SIGNED_IN, 'own'),
  sessions: rule(SIGNED_IN, 'own'),
  endSession: rule(SIGNED_IN, 'own'),
  myApiTokens: rule(SIGNED_IN, 'own'),
  apiTokens: rule(HR),
  createApiToken: rule(STAFF, 'own'),
  revokeApiToken: rule(SIGNED_IN, 'own'),
  invitationPreview: rule('public'),
  acceptStaffInvitation: rule('public'),
  staffInvitations: rule(HR),
  inviteStaff: rule(HR),
  resendStaffInvitation: rule(HR),
  revokeStaffInvitation: rule(HR),

  // notifications: the caller's own
  notifications: rule(SIGNED_IN, 'own'),
  unreadNotificationCount: rule(SIGNED_IN, 'own'),
  markNotificationRead: rule(SIGNED_IN, 'own'),
  markAllNotificationsRead: rule(SIGNED_IN, 'own'),
  markNotificationsRead: rule(SIGNED_IN, 'own'),
  deleteNotification: rule(SIGNED_IN, 'own'),
  deleteNotifications: rule(SIGNED_IN, 'own'),
  // Web Push: a browser's own subscription (the service refuses API tokens)
  pushPublicKey: rule('public'),
  myPushSubscriptions: rule(SIGNED_IN, 'own'),
  subscribePush: rule(SIGNED_IN, 'own'),
  unsubscribePush: rule(SIGNED_IN, 'own'),
  notificationAdded: rule(SIGNED_IN, 'own'),
  unreadCountChanged: rule(SIGNED_IN, 'own'),

  // users, offices, system
  users: rule(HR),
  user: rule(HR),
  updateUser: rule(HR),
  offices: rule(SIGNED_IN),

  // imports: HR brings in the programme's spreadsheets
  importKinds: rule(HR),
  importTemplate: rule(HR),
  imports: rule(HR),
  import: rule(HR),
  importErrorFile: rule(HR),
  previewImport: rule(HR),
  applyImport: rule(HR),
  cancelImport: rule(HR),

  // the university's calendar: everyone reads it, HR sets it
  academicYears: rule(SIGNED_IN),
  saveAcademicYear: rule(HR),
  nonWorkingDays: rule(SIGNED_IN),
  addNonWorkingDay: rule(HR),
  removeNonWorkingDay: rule(HR),
  termClosing: rule(HR),
  closeTerm: rule(HR),
  reopenTerm: rule(HR),
  scholarService: rule(SIGNED_IN, 'record'),

  health: rule('public'),
  publicConfig: rule('public'),
  backupStatus: rule(HR),
  // Answers only a request from the machine itself (LocalTrigger): `npm run backup`.
  runBackup: rule('public'),
  downloadFile: rule(SIGNED_IN, 'record'),

  // applications (A§3, A§4)
  myApplications: rule(SIGNED_IN, 'own'),
  application: rule(SIGNED_IN, 'record'),
  applications: rule(STAFF),
  submitApplication: rule(STUDENT, 'own'),
  withdrawApplication: rule(STUDENT, 'own'),
  openApplicationReview: rule(STAFF, 'record'),
  updateApplicationStatus: rule(STAFF, 'record'),
  interviewMailPreview: rule(STAFF, 'record'),
  analyticsSummary: rule(HR),
  applicationsDaily: rule(HR),
  applicationsPipeline: rule(HR),
  activeScholarBreakdown: rule(HR),
  hrDashboard: rule(HR),
  officeDashboard: rule(OFFICE),

  // scholars
  scholars: rule(STAFF),
  scholar: rule(SIGNED_IN, 'record'),
  myScholar: rule(SIGNED_IN, 'own'),
  updateScholarStatus: rule(STAFF, 'record'),
  reassignScholar: rule(HR, 'record'),
  masterList: rule(HR),
  exportMasterList: rule(HR),

  // DTR (A§2.3, A§2.4)
  myDtrMonth: rule(SIGNED_IN, 'own'),
  exportMyDtrMonth: rule(STUDENT, 'own'),
  saveDtrDay: rule(STUDENT, 'own'),
  submitDtrMonth: rule(STUDENT, 'own'),
  dtrMonth: rule(STAFF, 'record'),
  officeDtrMonth: rule(STAFF),
  confirmDtrDay: rule(STAFF, 'record'),
  confirmDtrDays: rule(STAFF, 'record'),
  unconfirmDtrDay: rule(STAFF, 'record'),
  correctDtrDay: rule(STAFF, 'record'),
  excuseDtrDay: rule(STAFF, 'record'),
  decideDtrMonth: rule(STAFF, 'record'),
  dtrChanged: rule(SIGNED_IN, 'record'),

  // punching in and out at the office's screen (the record: an office, or a scholar's month)
  punchSettings: rule(STAFF, 'record'),
  updatePunchSettings: rule(STAFF, 'record'),
  kiosks: rule(STAFF, 'record'),
  createKiosk: rule(STAFF, 'record'),
  revokeKiosk: rule(STAFF, 'record'),
  kioskFeed: rule('kiosk'),
  myPunches: rule(STUDENT, 'own'),
  punch: rule(STUDENT, 'own'),
  confirmPunchedDays: rule(STAFF, 'record'),

  // leave
  myLeaveRequests: rule(SIGNED_IN, 'own'),
  leaveFormDefaults: rule(STUDENT, 'own'),
  fileLeaveRequest: rule(STUDENT, 'own'),
  cancelLeaveRequest: rule(STUDENT, 'own'),
  leaveRequests: rule(STAFF),
  leaveRequestTotals: rule(STAFF),
  leaveRequest: rule(SIGNED_IN, 'record'),
  decideLeaveRequest: rule(STAFF, 'record'),

  // evaluations
  currentAcademicTerm: rule(SIGNED_IN),
  myEvaluations: rule(SIGNED_IN, 'own'),
  evaluations: rule(STAFF),
  exportEvaluations: rule(STAFF),
  evaluation: rule(SIGNED_IN, 'record'),
  scholarEvaluation: rule(STAFF, 'record'),
  saveEvaluation: rule(OFFICE, 'record'),

  // re-applications, requirements, grades, schedules
  myReapplications: rule(SIGNED_IN, 'own'),
  reapplicationFormDefaults: rule(STUDENT, 'own'),
  reapplicationGradeChoices: rule(STUDENT, 'own'),
  reapplicationContinuation: rule(SIGNED_IN, 'record'),
  submitReapplication: rule(STUDENT, 'own'),
  reapplications: rule(STAFF),
  reapplication: rule(SIGNED_IN, 'record'),
  decideReapplication: rule(HR, 'record'),
  myRequirementSubmission: rule(STUDENT, 'own'),
  submitRequirements: rule(STUDENT, 'own'),
  reuploadRequirement: rule(STUDENT, 'own'),
  requirementSubmissions: rule(STAFF),
  requirementSubmission: rule(SIGNED_IN, 'record'),
  reviewRequirementItem: rule(HR, 'record'),
  myGradeReports: rule(STUDENT, 'own'),
  saveGradeReport: rule(STUDENT, 'own'),
  gradeReports: rule(STAFF, 'record'),
  gradeReport: rule(SIGNED_IN, 'record'),
  currentScheduleTerm: rule(SIGNED_IN),
  myClassSchedules: rule(STUDENT, 'own'),
  uploadClassSchedule: rule(STUDENT, 'own'),
  classSchedules: rule(STAFF, 'record'),
  classSchedule: rule(SIGNED_IN, 'record'),

  // scholar requests (offices ask HR for scholars)
  scholarRequests: rule(STAFF),
  scholarRequest: rule(STAFF, 'record'),
  createScholarRequest: rule(OFFICE, 'own'),
  cancelScholarRequest: rule(OFFICE, 'record'),
  answerScholarRequest: rule(HR, 'record'),

  // test-only operations (the testing module exists only under NODE_ENV=test or E2E)
  createTestAccount: rule('public'),
  sweepOrphanFiles: rule('public'),
  backdateScholar: rule(SIGNED_IN),
  sendTestNotification: rule(SIGNED_IN),
  sendTestBroadcast: rule(SIGNED_IN),
} as const satisfies Record<string, AccessRule>;

export type Operation = keyof typeof ACCESS;
