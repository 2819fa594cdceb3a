/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
  'query PublicConfig {\n  publicConfig {\n    productName\n    productShortName\n  }\n}': typeof types.PublicConfigDocument;
  'fragment MyApplication on Application {\n  id\n  position\n  status\n  submittedAt\n  updatedAt\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n}\n\nquery MyApplications {\n  myApplications {\n    ...MyApplication\n  }\n}\n\nquery ApplicationAcademicDomain {\n  publicConfig {\n    academicEmailDomain\n  }\n}\n\nmutation WithdrawApplication($id: ID!) {\n  withdrawApplication(id: $id)\n}': typeof types.MyApplicationFragmentDoc;
  'mutation SubmitApplication($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {\n  submitApplication(\n    input: $input\n    profilePhoto: $profilePhoto\n    certificates: $certificates\n    parentId: $parentId\n  ) {\n    ...MyApplication\n  }\n}': typeof types.SubmitApplicationDocument;
  'fragment StaffApplicationRow on Application {\n  id\n  firstName\n  lastName\n  email\n  position\n  status\n  submittedAt\n  profilePhoto {\n    id\n    url\n  }\n}\n\nfragment StaffApplicationDetail on Application {\n  ...StaffApplicationRow\n  version\n  allowedNextStatuses\n  age\n  gender\n  civilStatus\n  citizenship\n  homeAddress\n  homeStreet\n  homeBarangay\n  homeCity\n  homeProvince\n  baguioAddress\n  baguioStreet\n  baguioBarangay\n  baguioCity\n  homeContact\n  baguioContact\n  fatherName\n  fatherNameUnknown\n  fatherOccupation\n  fatherOccupationUnknown\n  motherName\n  motherNameUnknown\n  motherOccupation\n  motherOccupationUnknown\n  emergencyContact\n  emergencyContactNumber\n  hasRelativeWorking\n  relatives {\n    name\n    department\n    relationship\n  }\n  elementary\n  elementaryYears\n  highSchool\n  highSchoolYears\n  college\n  collegeYears\n  others\n  othersYears\n  seminars {\n    title\n    sponsoringAgency\n    inclusiveDate\n    place\n  }\n  agreedToTerms\n  conformity\n  parentGuardianName\n  parentConsent\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n  updatedAt\n  documents {\n    kind\n    file {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n  history {\n    id\n    fromStatus\n    toStatus\n    comment\n    actorName\n    createdAt\n  }\n}\n\nquery StaffApplications($filter: ApplicationFilter, $page: Int!, $limit: Int!) {\n  applications(filter: $filter, page: $page, limit: $limit) {\n    applications {\n      ...StaffApplicationRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      limit\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery StaffApplication($id: ID!) {\n  application(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation OpenApplicationReview($id: ID!) {\n  openApplicationReview(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation UpdateApplicationStatus($input: UpdateApplicationStatusInput!) {\n  updateApplicationStatus(input: $input) {\n    ...StaffApplicationDetail\n  }\n}\n\nquery InterviewMailPreview($input: InterviewPreviewInput!) {\n  interviewMailPreview(input: $input) {\n    subject\n    text\n  }\n}\n\nquery TrainingOffices {\n  offices {\n    id\n    name\n  }\n}': typeof types.StaffApplicationRowFragmentDoc;
  'mutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}': typeof types.ForgotPasswordDocument;
  'mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}': typeof types.ResetPasswordDocument;
  'mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    redirectUrl\n    user {\n      ...CurrentUser\n    }\n  }\n}': typeof types.SignInDocument;
  'mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n  }\n}': typeof types.SignUpDocument;
  'mutation VerifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    message\n    redirectUrl\n  }\n}': typeof types.VerifyEmailDocument;
  'query OfficeDashboardScholars {\n  scholars(limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      stage\n      status\n      trainingProgress {\n        requiredHours\n        confirmedMinutes\n        unconfirmedMinutes\n      }\n    }\n    pagination {\n      totalItems\n    }\n  }\n}': typeof types.OfficeDashboardScholarsDocument;
  'query StudentDeployment {\n  myScholar {\n    id\n    stage\n    status\n    officeName\n    trainingProgress {\n      requiredHours\n      confirmedMinutes\n      unconfirmedMinutes\n    }\n  }\n}\n\nsubscription StudentDeploymentChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n  }\n}': typeof types.StudentDeploymentDocument;
  'fragment DtrDayFields on DtrDay {\n  id\n  date\n  day\n  weekday\n  dutyDay\n  in1\n  out1\n  in2\n  out2\n  workedMinutes\n  totalHours\n  lateMinutes\n  undertimeMinutes\n  status\n  excusedReason\n  confirmedByName\n  version\n  flags\n  editable\n}\n\nfragment DtrSheet on DtrMonth {\n  month\n  label\n  name\n  department\n  dutyHours\n  dutyStart\n  status\n  remarks\n  submittedAt\n  decidedAt\n  version\n  flags\n  scholar {\n    id\n    stage\n    status\n    startedOn\n  }\n  days {\n    ...DtrDayFields\n  }\n  totals {\n    daysRecorded\n    confirmedDays\n    unconfirmedDays\n    totalHours\n    late\n    undertime\n  }\n}\n\nfragment DtrTraining on Scholar {\n  id\n  stage\n  status\n  officeName\n  requiredHours\n  trainingProgress {\n    requiredHours\n    confirmedMinutes\n    unconfirmedMinutes\n  }\n}\n\nquery MyDtrMonth($month: String) {\n  myDtrMonth(month: $month) {\n    ...DtrSheet\n  }\n  myScholar {\n    ...DtrTraining\n  }\n}\n\nmutation SaveDtrDay($input: SaveDtrDayInput!) {\n  saveDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation SubmitDtrMonth($input: SubmitDtrMonthInput!) {\n  submitDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}\n\nsubscription DtrChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n    dates\n    monthStatus\n  }\n}': typeof types.DtrDayFieldsFragmentDoc;
  'query OfficeDtrOverview($month: String) {\n  officeDtrMonth(month: $month) {\n    month\n    label\n    rows {\n      scholarId\n      name\n      email\n      stage\n      monthStatus\n      daysRecorded\n      confirmedDays\n      unconfirmedDays\n      totalHours\n      late\n      undertime\n    }\n  }\n}\n\nquery DtrPickerScholars($page: Int!) {\n  scholars(page: $page, limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      ...DtrTraining\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery ScholarDtrMonth($scholarId: ID!, $month: String) {\n  dtrMonth(scholarId: $scholarId, month: $month) {\n    ...DtrSheet\n  }\n}\n\nmutation ConfirmDtrDay($input: ConfirmDtrDayInput!) {\n  confirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ConfirmDtrDays($input: ConfirmDtrDaysInput!) {\n  confirmDtrDays(input: $input) {\n    month\n    confirmedDays\n    scholars\n  }\n}\n\nmutation UnconfirmDtrDay($input: UnconfirmDtrDayInput!) {\n  unconfirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation CorrectDtrDay($input: CorrectDtrDayInput!) {\n  correctDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ExcuseDtrDay($input: ExcuseDtrDayInput!) {\n  excuseDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation DecideDtrMonth($input: DecideDtrMonthInput!) {\n  decideDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}': typeof types.OfficeDtrOverviewDocument;
  'query NotificationList($isRead: Boolean, $limit: Int!, $skip: Int!) {\n  notifications(isRead: $isRead, limit: $limit, skip: $skip) {\n    items {\n      id\n      type\n      title\n      message\n      link\n      isRead\n      createdAt\n    }\n    total\n    unreadCount\n  }\n  everything: notifications(limit: 1) {\n    total\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    isRead\n  }\n}\n\nmutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nmutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}\n\nmutation DeleteNotifications($ids: [ID!]!) {\n  deleteNotifications(ids: $ids)\n}': typeof types.NotificationListDocument;
  'query AcademicEmailRequirement {\n  myApplications {\n    id\n    status\n  }\n  publicConfig {\n    academicEmailDomain\n  }\n}': typeof types.AcademicEmailRequirementDocument;
  'mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}': typeof types.ChangePasswordDocument;
  'mutation ChangeEmail($input: ChangeEmailInput!) {\n  changeEmail(input: $input) {\n    message\n  }\n}\n\nmutation CancelEmailChange {\n  cancelEmailChange {\n    message\n  }\n}': typeof types.ChangeEmailDocument;
  'query Sessions {\n  sessions {\n    id\n    userAgent\n    createdAt\n    lastUsedAt\n    isCurrent\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}': typeof types.SessionsDocument;
  'fragment ScholarRow on Scholar {\n  id\n  firstName\n  lastName\n  email\n  program\n  stage\n  status\n  officeId\n  officeName\n  createdAt\n  version\n}\n\nfragment ScholarDetail on Scholar {\n  ...ScholarRow\n  requiredHours\n  dutyHoursPerDay\n  dutyStart\n  startedOn\n  endedOn\n  history {\n    id\n    field\n    fromValue\n    toValue\n    comment\n    actorName\n    createdAt\n  }\n  assignments {\n    id\n    officeName\n    fromDate\n    toDate\n  }\n}\n\nquery Scholars($filter: ScholarFilter, $page: Int!, $limit: Int!) {\n  scholars(filter: $filter, page: $page, limit: $limit) {\n    items {\n      ...ScholarRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery Scholar($id: ID!) {\n  scholar(id: $id) {\n    ...ScholarDetail\n  }\n}\n\nquery ScholarOffices {\n  me {\n    id\n    officeId\n  }\n  offices {\n    id\n    name\n  }\n}\n\nmutation UpdateScholarStatus($input: UpdateScholarStatusInput!) {\n  updateScholarStatus(input: $input) {\n    ...ScholarDetail\n  }\n}\n\nmutation ReassignScholar($input: ReassignScholarInput!) {\n  reassignScholar(input: $input) {\n    ...ScholarDetail\n  }\n}': typeof types.ScholarRowFragmentDoc;
  'fragment CurrentUser on User {\n  id\n  firstname\n  lastname\n  email\n  pendingEmail\n  role\n  status\n  verified\n  avatar\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}': typeof types.CurrentUserFragmentDoc;
  'mutation ResendVerification($input: EmailInput!) {\n  resendVerification(input: $input) {\n    message\n  }\n}': typeof types.ResendVerificationDocument;
  'mutation SignOut {\n  signOut\n}': typeof types.SignOutDocument;
  'query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadCountChanged {\n  unreadCountChanged\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    id\n    type\n    title\n    message\n    link\n  }\n}': typeof types.UnreadNotificationCountDocument;
};
const documents: Documents = {
  'query PublicConfig {\n  publicConfig {\n    productName\n    productShortName\n  }\n}':
    types.PublicConfigDocument,
  'fragment MyApplication on Application {\n  id\n  position\n  status\n  submittedAt\n  updatedAt\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n}\n\nquery MyApplications {\n  myApplications {\n    ...MyApplication\n  }\n}\n\nquery ApplicationAcademicDomain {\n  publicConfig {\n    academicEmailDomain\n  }\n}\n\nmutation WithdrawApplication($id: ID!) {\n  withdrawApplication(id: $id)\n}':
    types.MyApplicationFragmentDoc,
  'mutation SubmitApplication($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {\n  submitApplication(\n    input: $input\n    profilePhoto: $profilePhoto\n    certificates: $certificates\n    parentId: $parentId\n  ) {\n    ...MyApplication\n  }\n}':
    types.SubmitApplicationDocument,
  'fragment StaffApplicationRow on Application {\n  id\n  firstName\n  lastName\n  email\n  position\n  status\n  submittedAt\n  profilePhoto {\n    id\n    url\n  }\n}\n\nfragment StaffApplicationDetail on Application {\n  ...StaffApplicationRow\n  version\n  allowedNextStatuses\n  age\n  gender\n  civilStatus\n  citizenship\n  homeAddress\n  homeStreet\n  homeBarangay\n  homeCity\n  homeProvince\n  baguioAddress\n  baguioStreet\n  baguioBarangay\n  baguioCity\n  homeContact\n  baguioContact\n  fatherName\n  fatherNameUnknown\n  fatherOccupation\n  fatherOccupationUnknown\n  motherName\n  motherNameUnknown\n  motherOccupation\n  motherOccupationUnknown\n  emergencyContact\n  emergencyContactNumber\n  hasRelativeWorking\n  relatives {\n    name\n    department\n    relationship\n  }\n  elementary\n  elementaryYears\n  highSchool\n  highSchoolYears\n  college\n  collegeYears\n  others\n  othersYears\n  seminars {\n    title\n    sponsoringAgency\n    inclusiveDate\n    place\n  }\n  agreedToTerms\n  conformity\n  parentGuardianName\n  parentConsent\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n  updatedAt\n  documents {\n    kind\n    file {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n  history {\n    id\n    fromStatus\n    toStatus\n    comment\n    actorName\n    createdAt\n  }\n}\n\nquery StaffApplications($filter: ApplicationFilter, $page: Int!, $limit: Int!) {\n  applications(filter: $filter, page: $page, limit: $limit) {\n    applications {\n      ...StaffApplicationRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      limit\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery StaffApplication($id: ID!) {\n  application(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation OpenApplicationReview($id: ID!) {\n  openApplicationReview(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation UpdateApplicationStatus($input: UpdateApplicationStatusInput!) {\n  updateApplicationStatus(input: $input) {\n    ...StaffApplicationDetail\n  }\n}\n\nquery InterviewMailPreview($input: InterviewPreviewInput!) {\n  interviewMailPreview(input: $input) {\n    subject\n    text\n  }\n}\n\nquery TrainingOffices {\n  offices {\n    id\n    name\n  }\n}':
    types.StaffApplicationRowFragmentDoc,
  'mutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}':
    types.ForgotPasswordDocument,
  'mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}':
    types.ResetPasswordDocument,
  'mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    redirectUrl\n    user {\n      ...CurrentUser\n    }\n  }\n}':
    types.SignInDocument,
  'mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n  }\n}':
    types.SignUpDocument,
  'mutation VerifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    message\n    redirectUrl\n  }\n}':
    types.VerifyEmailDocument,
  'query OfficeDashboardScholars {\n  scholars(limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      stage\n      status\n      trainingProgress {\n        requiredHours\n        confirmedMinutes\n        unconfirmedMinutes\n      }\n    }\n    pagination {\n      totalItems\n    }\n  }\n}':
    types.OfficeDashboardScholarsDocument,
  'query StudentDeployment {\n  myScholar {\n    id\n    stage\n    status\n    officeName\n    trainingProgress {\n      requiredHours\n      confirmedMinutes\n      unconfirmedMinutes\n    }\n  }\n}\n\nsubscription StudentDeploymentChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n  }\n}':
    types.StudentDeploymentDocument,
  'fragment DtrDayFields on DtrDay {\n  id\n  date\n  day\n  weekday\n  dutyDay\n  in1\n  out1\n  in2\n  out2\n  workedMinutes\n  totalHours\n  lateMinutes\n  undertimeMinutes\n  status\n  excusedReason\n  confirmedByName\n  version\n  flags\n  editable\n}\n\nfragment DtrSheet on DtrMonth {\n  month\n  label\n  name\n  department\n  dutyHours\n  dutyStart\n  status\n  remarks\n  submittedAt\n  decidedAt\n  version\n  flags\n  scholar {\n    id\n    stage\n    status\n    startedOn\n  }\n  days {\n    ...DtrDayFields\n  }\n  totals {\n    daysRecorded\n    confirmedDays\n    unconfirmedDays\n    totalHours\n    late\n    undertime\n  }\n}\n\nfragment DtrTraining on Scholar {\n  id\n  stage\n  status\n  officeName\n  requiredHours\n  trainingProgress {\n    requiredHours\n    confirmedMinutes\n    unconfirmedMinutes\n  }\n}\n\nquery MyDtrMonth($month: String) {\n  myDtrMonth(month: $month) {\n    ...DtrSheet\n  }\n  myScholar {\n    ...DtrTraining\n  }\n}\n\nmutation SaveDtrDay($input: SaveDtrDayInput!) {\n  saveDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation SubmitDtrMonth($input: SubmitDtrMonthInput!) {\n  submitDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}\n\nsubscription DtrChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n    dates\n    monthStatus\n  }\n}':
    types.DtrDayFieldsFragmentDoc,
  'query OfficeDtrOverview($month: String) {\n  officeDtrMonth(month: $month) {\n    month\n    label\n    rows {\n      scholarId\n      name\n      email\n      stage\n      monthStatus\n      daysRecorded\n      confirmedDays\n      unconfirmedDays\n      totalHours\n      late\n      undertime\n    }\n  }\n}\n\nquery DtrPickerScholars($page: Int!) {\n  scholars(page: $page, limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      ...DtrTraining\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery ScholarDtrMonth($scholarId: ID!, $month: String) {\n  dtrMonth(scholarId: $scholarId, month: $month) {\n    ...DtrSheet\n  }\n}\n\nmutation ConfirmDtrDay($input: ConfirmDtrDayInput!) {\n  confirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ConfirmDtrDays($input: ConfirmDtrDaysInput!) {\n  confirmDtrDays(input: $input) {\n    month\n    confirmedDays\n    scholars\n  }\n}\n\nmutation UnconfirmDtrDay($input: UnconfirmDtrDayInput!) {\n  unconfirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation CorrectDtrDay($input: CorrectDtrDayInput!) {\n  correctDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ExcuseDtrDay($input: ExcuseDtrDayInput!) {\n  excuseDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation DecideDtrMonth($input: DecideDtrMonthInput!) {\n  decideDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}':
    types.OfficeDtrOverviewDocument,
  'query NotificationList($isRead: Boolean, $limit: Int!, $skip: Int!) {\n  notifications(isRead: $isRead, limit: $limit, skip: $skip) {\n    items {\n      id\n      type\n      title\n      message\n      link\n      isRead\n      createdAt\n    }\n    total\n    unreadCount\n  }\n  everything: notifications(limit: 1) {\n    total\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    isRead\n  }\n}\n\nmutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nmutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}\n\nmutation DeleteNotifications($ids: [ID!]!) {\n  deleteNotifications(ids: $ids)\n}':
    types.NotificationListDocument,
  'query AcademicEmailRequirement {\n  myApplications {\n    id\n    status\n  }\n  publicConfig {\n    academicEmailDomain\n  }\n}':
    types.AcademicEmailRequirementDocument,
  'mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}':
    types.ChangePasswordDocument,
  'mutation ChangeEmail($input: ChangeEmailInput!) {\n  changeEmail(input: $input) {\n    message\n  }\n}\n\nmutation CancelEmailChange {\n  cancelEmailChange {\n    message\n  }\n}':
    types.ChangeEmailDocument,
  'query Sessions {\n  sessions {\n    id\n    userAgent\n    createdAt\n    lastUsedAt\n    isCurrent\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}':
    types.SessionsDocument,
  'fragment ScholarRow on Scholar {\n  id\n  firstName\n  lastName\n  email\n  program\n  stage\n  status\n  officeId\n  officeName\n  createdAt\n  version\n}\n\nfragment ScholarDetail on Scholar {\n  ...ScholarRow\n  requiredHours\n  dutyHoursPerDay\n  dutyStart\n  startedOn\n  endedOn\n  history {\n    id\n    field\n    fromValue\n    toValue\n    comment\n    actorName\n    createdAt\n  }\n  assignments {\n    id\n    officeName\n    fromDate\n    toDate\n  }\n}\n\nquery Scholars($filter: ScholarFilter, $page: Int!, $limit: Int!) {\n  scholars(filter: $filter, page: $page, limit: $limit) {\n    items {\n      ...ScholarRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery Scholar($id: ID!) {\n  scholar(id: $id) {\n    ...ScholarDetail\n  }\n}\n\nquery ScholarOffices {\n  me {\n    id\n    officeId\n  }\n  offices {\n    id\n    name\n  }\n}\n\nmutation UpdateScholarStatus($input: UpdateScholarStatusInput!) {\n  updateScholarStatus(input: $input) {\n    ...ScholarDetail\n  }\n}\n\nmutation ReassignScholar($input: ReassignScholarInput!) {\n  reassignScholar(input: $input) {\n    ...ScholarDetail\n  }\n}':
    types.ScholarRowFragmentDoc,
  'fragment CurrentUser on User {\n  id\n  firstname\n  lastname\n  email\n  pendingEmail\n  role\n  status\n  verified\n  avatar\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}':
    types.CurrentUserFragmentDoc,
  'mutation ResendVerification($input: EmailInput!) {\n  resendVerification(input: $input) {\n    message\n  }\n}':
    types.ResendVerificationDocument,
  'mutation SignOut {\n  signOut\n}': types.SignOutDocument,
  'query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadCountChanged {\n  unreadCountChanged\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    id\n    type\n    title\n    message\n    link\n  }\n}':
    types.UnreadNotificationCountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query PublicConfig {\n  publicConfig {\n    productName\n    productShortName\n  }\n}',
): (typeof documents)['query PublicConfig {\n  publicConfig {\n    productName\n    productShortName\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment MyApplication on Application {\n  id\n  position\n  status\n  submittedAt\n  updatedAt\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n}\n\nquery MyApplications {\n  myApplications {\n    ...MyApplication\n  }\n}\n\nquery ApplicationAcademicDomain {\n  publicConfig {\n    academicEmailDomain\n  }\n}\n\nmutation WithdrawApplication($id: ID!) {\n  withdrawApplication(id: $id)\n}',
): (typeof documents)['fragment MyApplication on Application {\n  id\n  position\n  status\n  submittedAt\n  updatedAt\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n}\n\nquery MyApplications {\n  myApplications {\n    ...MyApplication\n  }\n}\n\nquery ApplicationAcademicDomain {\n  publicConfig {\n    academicEmailDomain\n  }\n}\n\nmutation WithdrawApplication($id: ID!) {\n  withdrawApplication(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SubmitApplication($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {\n  submitApplication(\n    input: $input\n    profilePhoto: $profilePhoto\n    certificates: $certificates\n    parentId: $parentId\n  ) {\n    ...MyApplication\n  }\n}',
): (typeof documents)['mutation SubmitApplication($input: SubmitApplicationInput!, $profilePhoto: Upload, $certificates: [Upload!], $parentId: Upload) {\n  submitApplication(\n    input: $input\n    profilePhoto: $profilePhoto\n    certificates: $certificates\n    parentId: $parentId\n  ) {\n    ...MyApplication\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment StaffApplicationRow on Application {\n  id\n  firstName\n  lastName\n  email\n  position\n  status\n  submittedAt\n  profilePhoto {\n    id\n    url\n  }\n}\n\nfragment StaffApplicationDetail on Application {\n  ...StaffApplicationRow\n  version\n  allowedNextStatuses\n  age\n  gender\n  civilStatus\n  citizenship\n  homeAddress\n  homeStreet\n  homeBarangay\n  homeCity\n  homeProvince\n  baguioAddress\n  baguioStreet\n  baguioBarangay\n  baguioCity\n  homeContact\n  baguioContact\n  fatherName\n  fatherNameUnknown\n  fatherOccupation\n  fatherOccupationUnknown\n  motherName\n  motherNameUnknown\n  motherOccupation\n  motherOccupationUnknown\n  emergencyContact\n  emergencyContactNumber\n  hasRelativeWorking\n  relatives {\n    name\n    department\n    relationship\n  }\n  elementary\n  elementaryYears\n  highSchool\n  highSchoolYears\n  college\n  collegeYears\n  others\n  othersYears\n  seminars {\n    title\n    sponsoringAgency\n    inclusiveDate\n    place\n  }\n  agreedToTerms\n  conformity\n  parentGuardianName\n  parentConsent\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n  updatedAt\n  documents {\n    kind\n    file {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n  history {\n    id\n    fromStatus\n    toStatus\n    comment\n    actorName\n    createdAt\n  }\n}\n\nquery StaffApplications($filter: ApplicationFilter, $page: Int!, $limit: Int!) {\n  applications(filter: $filter, page: $page, limit: $limit) {\n    applications {\n      ...StaffApplicationRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      limit\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery StaffApplication($id: ID!) {\n  application(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation OpenApplicationReview($id: ID!) {\n  openApplicationReview(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation UpdateApplicationStatus($input: UpdateApplicationStatusInput!) {\n  updateApplicationStatus(input: $input) {\n    ...StaffApplicationDetail\n  }\n}\n\nquery InterviewMailPreview($input: InterviewPreviewInput!) {\n  interviewMailPreview(input: $input) {\n    subject\n    text\n  }\n}\n\nquery TrainingOffices {\n  offices {\n    id\n    name\n  }\n}',
): (typeof documents)['fragment StaffApplicationRow on Application {\n  id\n  firstName\n  lastName\n  email\n  position\n  status\n  submittedAt\n  profilePhoto {\n    id\n    url\n  }\n}\n\nfragment StaffApplicationDetail on Application {\n  ...StaffApplicationRow\n  version\n  allowedNextStatuses\n  age\n  gender\n  civilStatus\n  citizenship\n  homeAddress\n  homeStreet\n  homeBarangay\n  homeCity\n  homeProvince\n  baguioAddress\n  baguioStreet\n  baguioBarangay\n  baguioCity\n  homeContact\n  baguioContact\n  fatherName\n  fatherNameUnknown\n  fatherOccupation\n  fatherOccupationUnknown\n  motherName\n  motherNameUnknown\n  motherOccupation\n  motherOccupationUnknown\n  emergencyContact\n  emergencyContactNumber\n  hasRelativeWorking\n  relatives {\n    name\n    department\n    relationship\n  }\n  elementary\n  elementaryYears\n  highSchool\n  highSchoolYears\n  college\n  collegeYears\n  others\n  othersYears\n  seminars {\n    title\n    sponsoringAgency\n    inclusiveDate\n    place\n  }\n  agreedToTerms\n  conformity\n  parentGuardianName\n  parentConsent\n  hrComments\n  interviewDate\n  interviewTime\n  interviewLocation\n  interviewNotes\n  updatedAt\n  documents {\n    kind\n    file {\n      id\n      url\n      name\n      mimeType\n      size\n    }\n  }\n  history {\n    id\n    fromStatus\n    toStatus\n    comment\n    actorName\n    createdAt\n  }\n}\n\nquery StaffApplications($filter: ApplicationFilter, $page: Int!, $limit: Int!) {\n  applications(filter: $filter, page: $page, limit: $limit) {\n    applications {\n      ...StaffApplicationRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      limit\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery StaffApplication($id: ID!) {\n  application(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation OpenApplicationReview($id: ID!) {\n  openApplicationReview(id: $id) {\n    ...StaffApplicationDetail\n  }\n}\n\nmutation UpdateApplicationStatus($input: UpdateApplicationStatusInput!) {\n  updateApplicationStatus(input: $input) {\n    ...StaffApplicationDetail\n  }\n}\n\nquery InterviewMailPreview($input: InterviewPreviewInput!) {\n  interviewMailPreview(input: $input) {\n    subject\n    text\n  }\n}\n\nquery TrainingOffices {\n  offices {\n    id\n    name\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}',
): (typeof documents)['mutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}',
): (typeof documents)['mutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    redirectUrl\n    user {\n      ...CurrentUser\n    }\n  }\n}',
): (typeof documents)['mutation SignIn($input: SignInInput!) {\n  signIn(input: $input) {\n    redirectUrl\n    user {\n      ...CurrentUser\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n  }\n}',
): (typeof documents)['mutation SignUp($input: SignUpInput!) {\n  signUp(input: $input) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation VerifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    message\n    redirectUrl\n  }\n}',
): (typeof documents)['mutation VerifyEmail($code: String!) {\n  verifyEmail(code: $code) {\n    message\n    redirectUrl\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OfficeDashboardScholars {\n  scholars(limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      stage\n      status\n      trainingProgress {\n        requiredHours\n        confirmedMinutes\n        unconfirmedMinutes\n      }\n    }\n    pagination {\n      totalItems\n    }\n  }\n}',
): (typeof documents)['query OfficeDashboardScholars {\n  scholars(limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      stage\n      status\n      trainingProgress {\n        requiredHours\n        confirmedMinutes\n        unconfirmedMinutes\n      }\n    }\n    pagination {\n      totalItems\n    }\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query StudentDeployment {\n  myScholar {\n    id\n    stage\n    status\n    officeName\n    trainingProgress {\n      requiredHours\n      confirmedMinutes\n      unconfirmedMinutes\n    }\n  }\n}\n\nsubscription StudentDeploymentChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n  }\n}',
): (typeof documents)['query StudentDeployment {\n  myScholar {\n    id\n    stage\n    status\n    officeName\n    trainingProgress {\n      requiredHours\n      confirmedMinutes\n      unconfirmedMinutes\n    }\n  }\n}\n\nsubscription StudentDeploymentChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment DtrDayFields on DtrDay {\n  id\n  date\n  day\n  weekday\n  dutyDay\n  in1\n  out1\n  in2\n  out2\n  workedMinutes\n  totalHours\n  lateMinutes\n  undertimeMinutes\n  status\n  excusedReason\n  confirmedByName\n  version\n  flags\n  editable\n}\n\nfragment DtrSheet on DtrMonth {\n  month\n  label\n  name\n  department\n  dutyHours\n  dutyStart\n  status\n  remarks\n  submittedAt\n  decidedAt\n  version\n  flags\n  scholar {\n    id\n    stage\n    status\n    startedOn\n  }\n  days {\n    ...DtrDayFields\n  }\n  totals {\n    daysRecorded\n    confirmedDays\n    unconfirmedDays\n    totalHours\n    late\n    undertime\n  }\n}\n\nfragment DtrTraining on Scholar {\n  id\n  stage\n  status\n  officeName\n  requiredHours\n  trainingProgress {\n    requiredHours\n    confirmedMinutes\n    unconfirmedMinutes\n  }\n}\n\nquery MyDtrMonth($month: String) {\n  myDtrMonth(month: $month) {\n    ...DtrSheet\n  }\n  myScholar {\n    ...DtrTraining\n  }\n}\n\nmutation SaveDtrDay($input: SaveDtrDayInput!) {\n  saveDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation SubmitDtrMonth($input: SubmitDtrMonthInput!) {\n  submitDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}\n\nsubscription DtrChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n    dates\n    monthStatus\n  }\n}',
): (typeof documents)['fragment DtrDayFields on DtrDay {\n  id\n  date\n  day\n  weekday\n  dutyDay\n  in1\n  out1\n  in2\n  out2\n  workedMinutes\n  totalHours\n  lateMinutes\n  undertimeMinutes\n  status\n  excusedReason\n  confirmedByName\n  version\n  flags\n  editable\n}\n\nfragment DtrSheet on DtrMonth {\n  month\n  label\n  name\n  department\n  dutyHours\n  dutyStart\n  status\n  remarks\n  submittedAt\n  decidedAt\n  version\n  flags\n  scholar {\n    id\n    stage\n    status\n    startedOn\n  }\n  days {\n    ...DtrDayFields\n  }\n  totals {\n    daysRecorded\n    confirmedDays\n    unconfirmedDays\n    totalHours\n    late\n    undertime\n  }\n}\n\nfragment DtrTraining on Scholar {\n  id\n  stage\n  status\n  officeName\n  requiredHours\n  trainingProgress {\n    requiredHours\n    confirmedMinutes\n    unconfirmedMinutes\n  }\n}\n\nquery MyDtrMonth($month: String) {\n  myDtrMonth(month: $month) {\n    ...DtrSheet\n  }\n  myScholar {\n    ...DtrTraining\n  }\n}\n\nmutation SaveDtrDay($input: SaveDtrDayInput!) {\n  saveDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation SubmitDtrMonth($input: SubmitDtrMonthInput!) {\n  submitDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}\n\nsubscription DtrChanged($scholarId: ID!) {\n  dtrChanged(scholarId: $scholarId) {\n    scholarId\n    month\n    dates\n    monthStatus\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query OfficeDtrOverview($month: String) {\n  officeDtrMonth(month: $month) {\n    month\n    label\n    rows {\n      scholarId\n      name\n      email\n      stage\n      monthStatus\n      daysRecorded\n      confirmedDays\n      unconfirmedDays\n      totalHours\n      late\n      undertime\n    }\n  }\n}\n\nquery DtrPickerScholars($page: Int!) {\n  scholars(page: $page, limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      ...DtrTraining\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery ScholarDtrMonth($scholarId: ID!, $month: String) {\n  dtrMonth(scholarId: $scholarId, month: $month) {\n    ...DtrSheet\n  }\n}\n\nmutation ConfirmDtrDay($input: ConfirmDtrDayInput!) {\n  confirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ConfirmDtrDays($input: ConfirmDtrDaysInput!) {\n  confirmDtrDays(input: $input) {\n    month\n    confirmedDays\n    scholars\n  }\n}\n\nmutation UnconfirmDtrDay($input: UnconfirmDtrDayInput!) {\n  unconfirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation CorrectDtrDay($input: CorrectDtrDayInput!) {\n  correctDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ExcuseDtrDay($input: ExcuseDtrDayInput!) {\n  excuseDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation DecideDtrMonth($input: DecideDtrMonthInput!) {\n  decideDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}',
): (typeof documents)['query OfficeDtrOverview($month: String) {\n  officeDtrMonth(month: $month) {\n    month\n    label\n    rows {\n      scholarId\n      name\n      email\n      stage\n      monthStatus\n      daysRecorded\n      confirmedDays\n      unconfirmedDays\n      totalHours\n      late\n      undertime\n    }\n  }\n}\n\nquery DtrPickerScholars($page: Int!) {\n  scholars(page: $page, limit: 100) {\n    items {\n      id\n      firstName\n      lastName\n      email\n      program\n      ...DtrTraining\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery ScholarDtrMonth($scholarId: ID!, $month: String) {\n  dtrMonth(scholarId: $scholarId, month: $month) {\n    ...DtrSheet\n  }\n}\n\nmutation ConfirmDtrDay($input: ConfirmDtrDayInput!) {\n  confirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ConfirmDtrDays($input: ConfirmDtrDaysInput!) {\n  confirmDtrDays(input: $input) {\n    month\n    confirmedDays\n    scholars\n  }\n}\n\nmutation UnconfirmDtrDay($input: UnconfirmDtrDayInput!) {\n  unconfirmDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation CorrectDtrDay($input: CorrectDtrDayInput!) {\n  correctDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation ExcuseDtrDay($input: ExcuseDtrDayInput!) {\n  excuseDtrDay(input: $input) {\n    ...DtrDayFields\n  }\n}\n\nmutation DecideDtrMonth($input: DecideDtrMonthInput!) {\n  decideDtrMonth(input: $input) {\n    ...DtrSheet\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query NotificationList($isRead: Boolean, $limit: Int!, $skip: Int!) {\n  notifications(isRead: $isRead, limit: $limit, skip: $skip) {\n    items {\n      id\n      type\n      title\n      message\n      link\n      isRead\n      createdAt\n    }\n    total\n    unreadCount\n  }\n  everything: notifications(limit: 1) {\n    total\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    isRead\n  }\n}\n\nmutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nmutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}\n\nmutation DeleteNotifications($ids: [ID!]!) {\n  deleteNotifications(ids: $ids)\n}',
): (typeof documents)['query NotificationList($isRead: Boolean, $limit: Int!, $skip: Int!) {\n  notifications(isRead: $isRead, limit: $limit, skip: $skip) {\n    items {\n      id\n      type\n      title\n      message\n      link\n      isRead\n      createdAt\n    }\n    total\n    unreadCount\n  }\n  everything: notifications(limit: 1) {\n    total\n  }\n}\n\nmutation MarkNotificationRead($id: ID!) {\n  markNotificationRead(id: $id) {\n    id\n    isRead\n  }\n}\n\nmutation MarkNotificationsRead($ids: [ID!]!) {\n  markNotificationsRead(ids: $ids)\n}\n\nmutation MarkAllNotificationsRead {\n  markAllNotificationsRead\n}\n\nmutation DeleteNotification($id: ID!) {\n  deleteNotification(id: $id)\n}\n\nmutation DeleteNotifications($ids: [ID!]!) {\n  deleteNotifications(ids: $ids)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query AcademicEmailRequirement {\n  myApplications {\n    id\n    status\n  }\n  publicConfig {\n    academicEmailDomain\n  }\n}',
): (typeof documents)['query AcademicEmailRequirement {\n  myApplications {\n    id\n    status\n  }\n  publicConfig {\n    academicEmailDomain\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}',
): (typeof documents)['mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ChangeEmail($input: ChangeEmailInput!) {\n  changeEmail(input: $input) {\n    message\n  }\n}\n\nmutation CancelEmailChange {\n  cancelEmailChange {\n    message\n  }\n}',
): (typeof documents)['mutation ChangeEmail($input: ChangeEmailInput!) {\n  changeEmail(input: $input) {\n    message\n  }\n}\n\nmutation CancelEmailChange {\n  cancelEmailChange {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query Sessions {\n  sessions {\n    id\n    userAgent\n    createdAt\n    lastUsedAt\n    isCurrent\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}',
): (typeof documents)['query Sessions {\n  sessions {\n    id\n    userAgent\n    createdAt\n    lastUsedAt\n    isCurrent\n  }\n}\n\nmutation EndSession($id: ID!) {\n  endSession(id: $id)\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment ScholarRow on Scholar {\n  id\n  firstName\n  lastName\n  email\n  program\n  stage\n  status\n  officeId\n  officeName\n  createdAt\n  version\n}\n\nfragment ScholarDetail on Scholar {\n  ...ScholarRow\n  requiredHours\n  dutyHoursPerDay\n  dutyStart\n  startedOn\n  endedOn\n  history {\n    id\n    field\n    fromValue\n    toValue\n    comment\n    actorName\n    createdAt\n  }\n  assignments {\n    id\n    officeName\n    fromDate\n    toDate\n  }\n}\n\nquery Scholars($filter: ScholarFilter, $page: Int!, $limit: Int!) {\n  scholars(filter: $filter, page: $page, limit: $limit) {\n    items {\n      ...ScholarRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery Scholar($id: ID!) {\n  scholar(id: $id) {\n    ...ScholarDetail\n  }\n}\n\nquery ScholarOffices {\n  me {\n    id\n    officeId\n  }\n  offices {\n    id\n    name\n  }\n}\n\nmutation UpdateScholarStatus($input: UpdateScholarStatusInput!) {\n  updateScholarStatus(input: $input) {\n    ...ScholarDetail\n  }\n}\n\nmutation ReassignScholar($input: ReassignScholarInput!) {\n  reassignScholar(input: $input) {\n    ...ScholarDetail\n  }\n}',
): (typeof documents)['fragment ScholarRow on Scholar {\n  id\n  firstName\n  lastName\n  email\n  program\n  stage\n  status\n  officeId\n  officeName\n  createdAt\n  version\n}\n\nfragment ScholarDetail on Scholar {\n  ...ScholarRow\n  requiredHours\n  dutyHoursPerDay\n  dutyStart\n  startedOn\n  endedOn\n  history {\n    id\n    field\n    fromValue\n    toValue\n    comment\n    actorName\n    createdAt\n  }\n  assignments {\n    id\n    officeName\n    fromDate\n    toDate\n  }\n}\n\nquery Scholars($filter: ScholarFilter, $page: Int!, $limit: Int!) {\n  scholars(filter: $filter, page: $page, limit: $limit) {\n    items {\n      ...ScholarRow\n    }\n    pagination {\n      currentPage\n      totalPages\n      totalItems\n      hasPrevPage\n      hasNextPage\n    }\n  }\n}\n\nquery Scholar($id: ID!) {\n  scholar(id: $id) {\n    ...ScholarDetail\n  }\n}\n\nquery ScholarOffices {\n  me {\n    id\n    officeId\n  }\n  offices {\n    id\n    name\n  }\n}\n\nmutation UpdateScholarStatus($input: UpdateScholarStatusInput!) {\n  updateScholarStatus(input: $input) {\n    ...ScholarDetail\n  }\n}\n\nmutation ReassignScholar($input: ReassignScholarInput!) {\n  reassignScholar(input: $input) {\n    ...ScholarDetail\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'fragment CurrentUser on User {\n  id\n  firstname\n  lastname\n  email\n  pendingEmail\n  role\n  status\n  verified\n  avatar\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}',
): (typeof documents)['fragment CurrentUser on User {\n  id\n  firstname\n  lastname\n  email\n  pendingEmail\n  role\n  status\n  verified\n  avatar\n  createdAt\n}\n\nquery Me {\n  me {\n    ...CurrentUser\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation ResendVerification($input: EmailInput!) {\n  resendVerification(input: $input) {\n    message\n  }\n}',
): (typeof documents)['mutation ResendVerification($input: EmailInput!) {\n  resendVerification(input: $input) {\n    message\n  }\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'mutation SignOut {\n  signOut\n}',
): (typeof documents)['mutation SignOut {\n  signOut\n}'];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(
  source: 'query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadCountChanged {\n  unreadCountChanged\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    id\n    type\n    title\n    message\n    link\n  }\n}',
): (typeof documents)['query UnreadNotificationCount {\n  unreadNotificationCount\n}\n\nsubscription UnreadCountChanged {\n  unreadCountChanged\n}\n\nsubscription NotificationAdded {\n  notificationAdded {\n    id\n    type\n    title\n    message\n    link\n  }\n}'];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> =
  TDocumentNode extends DocumentNode<infer TType, any> ? TType : never;
