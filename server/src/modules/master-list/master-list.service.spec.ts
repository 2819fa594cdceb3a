import { describe, expect, it } from '@jest/globals';
import type { MasterListDbRow } from './master-list.repository.js';
import { toMasterListRow } from './master-list.service.js';

const row = (overrides: Partial<MasterListDbRow> = {}): MasterListDbRow => ({
  scholarId: 's',
  firstName: 'Ana',
  lastName: 'Reyes',
  email: 'ana@example.edu',
  officeId: 'o',
  officeName: 'Library',
  program: 'student_assistant',
  stage: 'scholar',
  status: 'active',
  startedOn: '2026-01-05',
  endedOn: null,
  gender: 'Female',
  daysInService: 0,
  termsServed: 0,
  yearsServed: 0,
  confirmedMinutes: 0,
  latestItems: null,
  latestTerm: null,
  latestAcademicYear: null,
  ...overrides,
});

describe(toMasterListRow.name, () => {
  it.each([
    [0, 0],
    [30, 0],
    [31, 1],
    [365, 11],
    [366, 12],
  ])('counts %i days as %i whole months', (days, months) => {
    expect(toMasterListRow(row({ daysInService: days })).monthsInService).toBe(months);
  });

  it('scores the latest evaluation like the Evaluations list and names its term', () => {
    const items = [
      { criterion: 'attendance', rating: 5, comment: null },
      { criterion: 'punctuality', rating: 4, comment: null },
      { criterion: 'engagement', rating: null, comment: null },
    ] as MasterListDbRow['latestItems'];
    expect(
      toMasterListRow(
        row({ latestItems: items, latestTerm: 'second', latestAcademicYear: '2025-2026' }),
      ),
    ).toMatchObject({
      latestScore: 4.5,
      latestScoreTerm: {
        term: 'second',
        academicYear: '2025-2026',
        label: 'Second Semester 2025-2026',
      },
    });
  });

  it('has no score and no term without an evaluation', () => {
    expect(toMasterListRow(row())).toMatchObject({ latestScore: null, latestScoreTerm: null });
  });
});
