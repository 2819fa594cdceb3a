import type { UserRole } from '../../common/access/roles.js';

/** Where each role lands after sign-in (F§2); unknown roles are treated as students. */
export function homePathOf(role: UserRole | string): string {
  switch (role) {
    case 'hr':
      return '/hr-dashboard';
    case 'office':
      return '/office-dashboard';
    default:
      return '/student-dashboard';
  }
}
