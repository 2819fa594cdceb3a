import type { AccountUser } from './access/signed-in-user.js';

/**
 * What part of the programme a viewer may see (ARCHITECTURE §6, office
 * scoping): HR and admin everything, office staff the scholars currently
 * assigned to their office (an office account without an office sees
 * nothing), students only their own records. Every staff list and every
 * per-object read goes through this one rule; out of scope reads as "not found".
 */
export type Scope =
  { kind: 'all' } | { kind: 'office'; officeId: string | null } | { kind: 'own'; userId: string };

export function scopeFor(viewer: Pick<AccountUser, 'id' | 'role' | 'officeId'>): Scope {
  switch (viewer.role) {
    case 'hr':
    case 'admin':
      return { kind: 'all' };
    case 'office':
      return { kind: 'office', officeId: viewer.officeId };
    default:
      return { kind: 'own', userId: viewer.id };
  }
}

/** Whether a record of this office and owner is visible in `scope`. */
export function inScope(scope: Scope, record: { officeId: string; userId: string }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'office':
      return scope.officeId !== null && record.officeId === scope.officeId;
    case 'own':
      return record.userId === scope.userId;
  }
}

export const isStaffScope = (scope: Scope) => scope.kind !== 'own';
