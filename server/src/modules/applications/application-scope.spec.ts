import { describe, expect, it } from '@jest/globals';
import { scopeFor } from '../../common/scope.js';
import { applicationInScope } from './application-scope.js';

const LIBRARY = 'office-library';
const REGISTRAR = 'office-registrar';
const student = { userId: 'student-1' };
const viewer = (role: 'hr' | 'admin' | 'office' | 'student', officeId: string | null = null) =>
  scopeFor({ id: role === 'student' ? 'student-1' : 'staff-1', role, officeId });

describe(applicationInScope.name, () => {
  it('shows HR and admin every application, wherever it trains', () => {
    expect(applicationInScope(viewer('hr'), student, [LIBRARY])).toBe(true);
    expect(applicationInScope(viewer('admin'), student, [REGISTRAR])).toBe(true);
  });

  it('shows office staff applications not in training and those of their own office', () => {
    expect(applicationInScope(viewer('office', LIBRARY), student, [])).toBe(true);
    expect(applicationInScope(viewer('office', LIBRARY), student, [LIBRARY])).toBe(true);
  });

  it("hides another office's trainee, also when one of two deployments is elsewhere", () => {
    expect(applicationInScope(viewer('office', LIBRARY), student, [REGISTRAR])).toBe(false);
    expect(applicationInScope(viewer('office', LIBRARY), student, [LIBRARY, REGISTRAR])).toBe(
      false,
    );
  });

  it('lets an office account without an office see only applications not in training', () => {
    expect(applicationInScope(viewer('office'), student, [])).toBe(true);
    expect(applicationInScope(viewer('office'), student, [LIBRARY])).toBe(false);
  });

  it('shows a student only their own application', () => {
    expect(applicationInScope(viewer('student'), student, [LIBRARY])).toBe(true);
    expect(applicationInScope(viewer('student'), { userId: 'student-2' }, [])).toBe(false);
  });
});
