import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { DomainError } from '../../common/errors/domain-error.js';
import {
  isSigned,
  makePunchCode,
  punchUrl,
  readPunchCode,
  STEP_SECONDS,
  stepOf,
} from './punch-code.js';
import { PUNCH, punchTime } from './punch-rules.js';

const secret = randomBytes(32).toString('base64url');
const office = '1b4e28ba-2fa1-41d2-883f-0016d3cca427';
const otherOffice = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const now = new Date('2026-12-07T01:02:10Z');
const step = stepOf(now);
const seconds = (n: number) => new Date(now.getTime() + n * 1000);

/** The message a refusal carries on the field `code`, or what it answered. */
function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    if (error instanceof DomainError) return error.fields?.code;
    throw error;
  }
}

describe('punch codes', () => {
  it('reads back what it made, from the bare code and from the URL the QR holds', () => {
    const code = makePunchCode(secret, office, step);
    for (const text of [code, punchUrl('https://sasm.example.edu', code), ` ${code}\n`]) {
      const read = readPunchCode(text)!;
      expect({ officeId: read.officeId, step: read.step, signed: isSigned(read, secret) }).toEqual({
        officeId: office,
        step,
        signed: true,
      });
    }
  });

  it("refuses a code signed with another office's secret, or changed in any byte", () => {
    const code = makePunchCode(secret, office, step);
    expect(isSigned(readPunchCode(code)!, randomBytes(32).toString('base64url'))).toBe(false);
    const bytes = Buffer.from(code, 'base64url');
    for (const at of [0, 17, bytes.length - 1]) {
      const tampered = Buffer.from(bytes);
      tampered[at] = tampered[at]! ^ 0x01;
      expect(isSigned(readPunchCode(tampered.toString('base64url'))!, secret)).toBe(false);
    }
    const asOtherOffice = Buffer.concat([
      Buffer.from(otherOffice.replace(/-/g, ''), 'hex'),
      bytes.subarray(16),
    ]);
    expect(isSigned(readPunchCode(asOtherOffice.toString('base64url'))!, secret)).toBe(false);
  });

  it('reads nothing from text that is not a code', () => {
    for (const text of ['', 'hello', 'https://sasm.example.edu/dtr/punch', 'a'.repeat(42), '%%']) {
      expect(readPunchCode(text)).toBeUndefined();
    }
  });
});

describe(punchTime.name, () => {
  it('accepts online the current step and its neighbours, at the server time, and refuses two steps off', () => {
    for (const offset of [-1, 0, 1])
      expect(punchTime(step + offset, now)).toEqual({ at: now, claimedAt: null, lateSend: false });
    expect(outcome(() => punchTime(step - 2, now))).toBe(PUNCH.expired);
    expect(outcome(() => punchTime(step + 2, now))).toBe(PUNCH.expired);
  });

  it('counts a late send from an offline phone at its scan time, within 2 hours of it', () => {
    const scannedAt = seconds(-90 * 60);
    expect(punchTime(stepOf(scannedAt), now, scannedAt)).toEqual({
      at: scannedAt,
      claimedAt: scannedAt,
      lateSend: true,
    });
    const tooOld = seconds(-(2 * 60 * 60 + STEP_SECONDS));
    expect(outcome(() => punchTime(stepOf(tooOld), now, tooOld))).toBe(PUNCH.expired);
  });

  it("refuses a late send whose code was not valid at the claimed scan time, or a scan time ahead of the server's", () => {
    const scannedAt = seconds(-30 * 60);
    expect(outcome(() => punchTime(step, now, scannedAt))).toBe(PUNCH.expired);
    expect(outcome(() => punchTime(stepOf(scannedAt) + 2, now, scannedAt))).toBe(PUNCH.expired);
    const ahead = seconds(STEP_SECONDS * 2);
    expect(outcome(() => punchTime(stepOf(ahead), now, ahead))).toBe(PUNCH.expired);
  });

  it('takes a scan sent within a step as online: the server time, not late', () => {
    const scannedAt = seconds(-5);
    expect(punchTime(step, now, scannedAt)).toEqual({ at: now, claimedAt: null, lateSend: false });
  });
});
