import { describe, expect, it } from '@jest/globals';
import type { ScholarRow } from '../scholars/scholars.table.js';
import { IMPORT_MESSAGES, planRow, type PlanState } from './import-plan.js';
import { checkRow, type CheckedRow } from './import-rows.js';
import type { ImportCells, ImportKind } from './import-kinds.js';
import { scholarCells } from './import-samples.js';

const library = { id: 'o-library', name: 'Library', code: 'library' };
const registrar = { id: 'o-registrar', name: 'Registrar', code: 'registrar' };

function state(extra: Partial<PlanState> = {}): PlanState {
  return {
    offices: [library, registrar],
    accounts: new Map(),
    invitations: new Map(),
    scholars: new Map(),
    ...extra,
  };
}

function checked<K extends ImportKind>(kind: K, cells: ImportCells<K>): CheckedRow<K> {
  const result = checkRow(kind, cells);
  if (!('value' in result)) throw new Error(JSON.stringify(result.errors));
  return { row: 2, value: result.value, cells };
}

describe(planRow.name, () => {
  const [cells] = scholarCells(1, 5).map((c) => ({ ...c, office: ' library ', status: 'active' }));
  const email = cells!.email.trim().toLowerCase();
  const account = {
    id: 'u1',
    email,
    role: 'student' as const,
    firstname: cells!.firstname,
    lastname: cells!.lastname,
    gender: null,
    officeId: null,
  };

  it('creates a scholar whose e-mail is new, at the office its name finds (case and spacing aside)', () => {
    expect(planRow('scholars', checked('scholars', cells!), state())).toMatchObject({
      action: 'create',
      officeId: library.id,
      label: email,
    });
  });

  it('leaves a scholar as the file has it, and names the columns that differ', () => {
    const row = checked('scholars', cells!);
    const scholar = {
      userId: 'u1',
      officeId: library.id,
      program: row.value.program,
      status: 'active',
      startedOn: row.value.startedOn,
      importedMinutes: Math.round(row.value.confirmedHours * 60),
      importedTerms: row.value.termsServed,
    } as ScholarRow;
    const known = state({ accounts: new Map([[email, account]]) });
    known.scholars.set('u1', scholar);
    expect(planRow('scholars', row, known)).toMatchObject({ action: 'unchanged', changes: [] });
    known.scholars.set('u1', { ...scholar, officeId: registrar.id, importedTerms: 9 });
    expect(planRow('scholars', row, known)).toMatchObject({
      action: 'update',
      changes: ['office', 'termsServed'],
    });
  });

  it('refuses an unknown office and an e-mail of another role, on their columns', () => {
    const row = checked('scholars', { ...cells!, office: 'Cashier' });
    const hr = state({ accounts: new Map([[email, { ...account, role: 'hr' as const }]]) });
    expect(planRow('scholars', row, hr)).toEqual({
      row: 2,
      label: email,
      errors: [
        { column: 'office', message: IMPORT_MESSAGES.unknownOffice('Cashier') },
        { column: 'email', message: IMPORT_MESSAGES.otherRole('hr') },
      ],
    });
  });

  it('matches an office by its code: a new name is an update, a name taken by another is refused', () => {
    const rename = checked('offices', { name: 'University Library', code: 'library' });
    expect(planRow('offices', rename, state())).toMatchObject({
      action: 'update',
      changes: ['name'],
    });
    const taken = checked('offices', { name: 'registrar', code: 'records' });
    expect(planRow('offices', taken, state())).toMatchObject({
      errors: [{ column: 'code', message: IMPORT_MESSAGES.codeOfOther(registrar) }],
    });
  });

  it('updates a pending invitation of office staff, and refuses one of another role', () => {
    const staff = checked('office_staff', {
      email,
      firstname: cells!.firstname,
      lastname: cells!.lastname,
      office: 'Registrar',
    });
    const invitation = { ...account, id: 'i1', role: 'office' as const, officeId: library.id };
    const pending = state({ invitations: new Map([[email, invitation]]) });
    expect(planRow('office_staff', staff, pending)).toMatchObject({
      action: 'update',
      changes: ['office'],
    });
    pending.invitations.set(email, { ...invitation, role: 'hr' });
    expect(planRow('office_staff', staff, pending)).toMatchObject({
      errors: [{ column: 'email', message: IMPORT_MESSAGES.invitedAs('hr') }],
    });
  });
});
