import type { UserRole } from '../../common/access/roles.js';

/** Who works on applications (A§6): HR and office staff; admin sees everything (ARCHITECTURE §5). */
export const STAFF_ROLES: UserRole[] = ['hr', 'office', 'admin'];

export function isStaff(role: UserRole): boolean {
  return STAFF_ROLES.includes(role);
}
