/** The roles an account has (F§2). The users table stores one of these. */
export const USER_ROLES = ['student', 'hr', 'office', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Staff of any kind: they see what scoping lets them (hr/admin all, office their office). */
export const STAFF = ['hr', 'office', 'admin'] as const satisfies readonly UserRole[];
/** HR and the administrator: programme-wide decisions. */
export const HR = ['hr', 'admin'] as const satisfies readonly UserRole[];
export const OFFICE = ['office'] as const satisfies readonly UserRole[];
export const STUDENT = ['student'] as const satisfies readonly UserRole[];
/** Every role: the caller acts on their own account or records, or reads what everyone may. */
export const SIGNED_IN = USER_ROLES;

/** Whether `role` is one of `roles` (a group above, whose literal type `includes` would refuse). */
export const roleIn = (roles: readonly UserRole[], role: UserRole): boolean => roles.includes(role);
