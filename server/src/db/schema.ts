// Every table of every domain, for drizzle-kit and the typed client.
export * from '../modules/applications/applications.table.js';
export * from '../modules/auth/one-time-codes.table.js';
export * from '../modules/dtr/dtr.table.js';
export * from '../modules/evaluations/evaluations.table.js';
export * from '../modules/files/files.table.js';
export * from '../modules/invitations/invitations.table.js';
export * from '../modules/leave/leave.table.js';
export * from '../modules/mail/mail-outbox.table.js';
export * from '../modules/notifications/notifications.table.js';
export * from '../modules/offices/offices.table.js';
export * from '../modules/rate-limit/failure-throttle.table.js';
export * from '../modules/rate-limit/rate-limit.table.js';
export * from '../modules/scholar-requests/scholar-requests.table.js';
export * from '../modules/scholars/scholars.table.js';
export * from '../modules/sessions/sessions.table.js';
export * from '../modules/users/user-events.table.js';
export * from '../modules/users/users.table.js';
