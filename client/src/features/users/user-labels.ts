import type { StatusTone } from '@/components/status-chip';
import type { InvitationStatus, UserRole, UserStatus } from '@/gql/graphql';

/**
 * A§6 role choices. The spec's dialog also offers "none": there is no such role (an account
 * always has one), so the choices are these four. Only an administrator may grant admin.
 */
export const ROLE_LABELS: Record<UserRole, string> = {
  student: 'Student',
  hr: 'HR',
  office: 'Office',
  admin: 'Admin',
};

/** A§6: the users filter offers hr, office and student. */
export const ROLE_FILTER_LABELS = {
  hr: ROLE_LABELS.hr,
  office: ROLE_LABELS.office,
  student: ROLE_LABELS.student,
} satisfies Partial<Record<UserRole, string>>;

/** A§4 user statuses. */
export const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const STATUS_TONES: Record<UserStatus, StatusTone> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
};

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
  revoked: 'Revoked',
};

export const INVITATION_STATUS_TONES: Record<InvitationStatus, StatusTone> = {
  pending: 'info',
  expired: 'warning',
  accepted: 'success',
  revoked: 'default',
};

/** How a history row's field reads. */
export const FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  status: 'Status',
  office: 'Office',
  invitation: 'Account created from an invitation',
  api_token_created: 'API token created',
  api_token_revoked: 'API token revoked',
};

/** A history value as people read it (role and status words; office names as they are). */
export function valueLabel(field: string, value: string | null): string {
  if (value === null) return 'none';
  if (field === 'role' || field === 'invitation') return ROLE_LABELS[value as UserRole] ?? value;
  if (field === 'status') return STATUS_LABELS[value as UserStatus] ?? value;
  return value;
}
