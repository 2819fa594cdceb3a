import { roleIn, STAFF, type UserRole } from '../../common/access/roles.js';

/** Who works on applications (A§6): HR and office staff; admin sees everything (ARCHITECTURE §5). */
export const isStaff = (role: UserRole): boolean => roleIn(STAFF, role);
