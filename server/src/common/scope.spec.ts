import { describe, expect, it } from '@jest/globals';
import { inScope, scopeFor } from './scope.js';

const library = '00000000-0000-4000-8000-00000000000a';
const registrar = '00000000-0000-4000-8000-00000000000b';
const student = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';
const record = { officeId: library, userId: student };

describe(scopeFor.name, () => {
  it('lets HR and admin see every office', () => {
    expect(scopeFor({ id: other, role: 'hr', officeId: null })).toEqual({ kind: 'all' });
    expect(inScope(scopeFor({ id: other, role: 'admin', officeId: null }), record)).toBe(true);
  });

  it('limits office staff to their own office', () => {
    expect(inScope(scopeFor({ id: other, role: 'office', officeId: library }), record)).toBe(true);
    expect(inScope(scopeFor({ id: other, role: 'office', officeId: registrar }), record)).toBe(
      false,
    );
  });

  it('shows an office account without an office nothing', () => {
    expect(inScope(scopeFor({ id: other, role: 'office', officeId: null }), record)).toBe(false);
  });

  it('limits a student to their own records', () => {
    expect(inScope(scopeFor({ id: student, role: 'student', officeId: null }), record)).toBe(true);
    expect(inScope(scopeFor({ id: other, role: 'student', officeId: library }), record)).toBe(
      false,
    );
  });
});
