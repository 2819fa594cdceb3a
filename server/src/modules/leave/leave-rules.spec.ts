import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../common/errors/domain-error.js';
import { checkLeaveForm, datesBetween, LEAVE_MESSAGES } from './leave-rules.js';

const deployment = { startedOn: '2026-09-01' };
const valid = {
  name: 'Ana Cruz',
  idNumber: '2024-0001',
  type: 'sick',
  dateFrom: '2026-11-03',
  dateTo: '2026-11-04',
};

function refusal(form: Record<string, string | undefined>, on = deployment): DomainError {
  try {
    checkLeaveForm(form, on);
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe(checkLeaveForm.name, () => {
  it('accepts a complete form and leaves blank fields null', () => {
    expect(checkLeaveForm(valid, deployment)).toMatchObject({
      ...valid,
      reasons: null,
      signatureDate: null,
    });
  });

  it("answers a missing Name or ID # with the spec's alert and names both fields", () => {
    const error = refusal({ ...valid, name: undefined, idNumber: undefined });
    expect(error.message).toBe(LEAVE_MESSAGES.nameAndId);
    expect(error.fields).toMatchObject({
      name: LEAVE_MESSAGES.nameRequired,
      idNumber: LEAVE_MESSAGES.idRequired,
    });
  });

  it('requires a known type and both dates', () => {
    expect(refusal({ ...valid, type: undefined }).fields).toEqual({
      type: LEAVE_MESSAGES.typeRequired,
    });
    expect(refusal({ ...valid, type: 'holiday' }).fields).toEqual({
      type: LEAVE_MESSAGES.typeUnknown,
    });
    expect(refusal({ ...valid, dateFrom: undefined, dateTo: '2026-13-01' }).fields).toEqual({
      dateFrom: LEAVE_MESSAGES.fromRequired,
      dateTo: LEAVE_MESSAGES.dateFormat,
    });
  });

  it('refuses a last day before the first', () => {
    expect(refusal({ ...valid, dateTo: '2026-11-02' }).fields).toEqual({
      dateTo: LEAVE_MESSAGES.toBeforeFrom,
    });
  });

  it('keeps the leave inside the deployment', () => {
    expect(refusal({ ...valid, dateFrom: '2026-08-31' }).message).toBe(
      LEAVE_MESSAGES.beforeDeployment('2026-09-01'),
    );
    expect(checkLeaveForm({ ...valid, dateFrom: '2026-09-01' }, deployment).dateFrom).toBe(
      '2026-09-01',
    );
  });

  it('limits the reasons to 2,000 characters', () => {
    expect(
      checkLeaveForm({ ...valid, reasons: 'x'.repeat(2000) }, deployment).reasons,
    ).toHaveLength(2000);
    expect(refusal({ ...valid, reasons: 'x'.repeat(2001) }).message).toBe(
      LEAVE_MESSAGES.reasonsTooLong,
    );
  });
});

describe(datesBetween.name, () => {
  it('lists every day of the span, across a month end', () => {
    expect(datesBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(datesBetween('2026-11-03', '2026-11-03')).toEqual(['2026-11-03']);
  });
});
