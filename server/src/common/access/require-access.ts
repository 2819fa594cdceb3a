import { DomainError } from '../errors/domain-error.js';
import { ACCESS, type AccessRule, type Operation } from './access-table.js';
import type { UserRole } from './roles.js';

/** Whether a caller of this role (undefined: not signed in) passes the rule's role check. */
export function callerAllowed(rule: AccessRule, role: UserRole | undefined): boolean {
  if (rule.callers === 'public' || rule.callers === 'optional') return true;
  // A kiosk's operations are for its credential, never for a user.
  if (rule.callers === 'kiosk') return false;
  return role !== undefined && rule.callers.includes(role);
}

/**
 * The services' own role check, the second line behind the guard: a method
 * that lost its `@Access` (or is reached some other way) still refuses a
 * caller whose role the access table does not list. Objects are then checked
 * by the service's scoping rule.
 */
export function requireAccess(viewer: { role: UserRole }, operation: Operation): void {
  if (!callerAllowed(ACCESS[operation], viewer.role)) throw DomainError.forbidden();
}
