import { describe, expect, it } from '@jest/globals';
import { endsAccess, refusalOf, removesActiveHr, USERS } from './user-account-rules.js';

const hr = { id: 'hr', role: 'hr' as const };
const admin = { id: 'admin', role: 'admin' as const };
const student = { id: 's', role: 'student' as const, status: 'active' as const, officeId: null };

describe('refusalOf', () => {
  it('lets HR suspend a student', () => {
    expect(refusalOf(hr, student, { role: 'student', status: 'suspended', officeId: null })).toBe(
      null,
    );
  });

  it('refuses students and office staff', () => {
    for (const role of ['student', 'office'] as const)
      expect(
        refusalOf({ id: 'x', role }, student, { ...student, status: 'suspended' })?.message,
      ).toBe(USERS.onlyHr);
  });

  it("refuses a change of one's own role or status", () => {
    const self = { ...hr, status: 'active' as const, officeId: null };
    expect(
      refusalOf(hr, self, { role: 'student', status: 'active', officeId: null })?.message,
    ).toBe(USERS.self);
    expect(refusalOf(hr, self, { role: 'hr', status: 'inactive', officeId: null })?.message).toBe(
      USERS.self,
    );
  });

  it('keeps the admin role to administrators', () => {
    expect(refusalOf(hr, student, { ...student, role: 'admin' })?.message).toBe(USERS.grantAdmin);
    expect(refusalOf(admin, student, { ...student, role: 'admin' })).toBe(null);
    const other = { id: 'a2', role: 'admin' as const, status: 'active' as const, officeId: null };
    expect(refusalOf(hr, other, { ...other, status: 'suspended' })?.message).toBe(
      USERS.changeAdmin,
    );
  });

  it('requires an office for an office account', () => {
    expect(refusalOf(hr, student, { ...student, role: 'office' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'officeId',
    });
    expect(refusalOf(hr, student, { ...student, role: 'office', officeId: 'o' })).toBe(null);
  });
});

describe('removesActiveHr and endsAccess', () => {
  const activeHr = { role: 'hr' as const, status: 'active' as const };
  it('tells a demotion or suspension of an active HR account', () => {
    expect(removesActiveHr(activeHr, { role: 'office', status: 'active', officeId: 'o' })).toBe(
      true,
    );
    expect(removesActiveHr(activeHr, { role: 'hr', status: 'suspended', officeId: null })).toBe(
      true,
    );
    expect(removesActiveHr(activeHr, { role: 'hr', status: 'active', officeId: null })).toBe(false);
  });
  it('tells when access ends', () => {
    expect(
      endsAccess({ status: 'active' }, { role: 'hr', status: 'inactive', officeId: null }),
    ).toBe(true);
    expect(
      endsAccess({ status: 'suspended' }, { role: 'hr', status: 'inactive', officeId: null }),
    ).toBe(false);
  });
});
