import type { User } from '../users/users.table.js';
import type { UserRole } from '../../common/access/roles.js';

type UserStatus = User['status'];

export const USERS = {
  notFound: 'User not found',
  changed: 'This user was changed by someone else in the meantime. Reload and try again.',
  onlyHr: 'Only HR can change users.',
  self: 'You cannot change your own role or status.',
  grantAdmin: 'Only an administrator can grant the admin role.',
  changeAdmin: "Only an administrator can change an administrator's account.",
  lastHr: 'The last active HR account cannot be demoted, deactivated or suspended.',
  officeRequired: 'Choose the office of an office account.',
  officeNotFound: 'Office not found',
} as const;

export const ROLE_LABELS: Record<UserRole, string> = {
  student: 'Student',
  hr: 'HR',
  office: 'Office staff',
  admin: 'Administrator',
};

export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export type Refusal = { code: 'FORBIDDEN' | 'BAD_USER_INPUT'; message: string; field?: string };

/** What an HR change asks for, resolved against the account as it is. */
export interface Change {
  role: UserRole;
  status: UserStatus;
  officeId: string | null;
}

/**
 * The rules of A§2.5 Users made real, as one pure function: who may change
 * whom, and into what. The "last active HR" rule needs the database and is
 * checked by the service under a lock.
 */
export function refusalOf(
  actor: Pick<User, 'id' | 'role'>,
  target: Pick<User, 'id' | 'role' | 'status' | 'officeId'>,
  next: Change,
): Refusal | null {
  if (actor.role !== 'hr' && actor.role !== 'admin')
    return { code: 'FORBIDDEN', message: USERS.onlyHr };
  const roleChanges = next.role !== target.role;
  const statusChanges = next.status !== target.status;
  if (actor.id === target.id && (roleChanges || statusChanges))
    return { code: 'FORBIDDEN', message: USERS.self };
  if (actor.role !== 'admin') {
    if (target.role === 'admin') return { code: 'FORBIDDEN', message: USERS.changeAdmin };
    if (next.role === 'admin') return { code: 'FORBIDDEN', message: USERS.grantAdmin };
  }
  if (next.role === 'office' && next.officeId === null)
    return { code: 'BAD_USER_INPUT', message: USERS.officeRequired, field: 'officeId' };
  return null;
}

/** Whether the change takes an active HR account out of service (demoted or no longer active). */
export const removesActiveHr = (target: Pick<User, 'role' | 'status'>, next: Change) =>
  target.role === 'hr' &&
  target.status === 'active' &&
  (next.role !== 'hr' || next.status !== 'active');

/** Whether the change ends the account's access (active → inactive or suspended). */
export const endsAccess = (target: Pick<User, 'status'>, next: Change) =>
  target.status === 'active' && next.status !== 'active';
