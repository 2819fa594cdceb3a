import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The rotating code an office's screen shows (TOTP-like): the office id, the
 * time step and an HMAC-SHA256 of both under the office's secret, truncated,
 * as base64url. Codes are computed, never stored, so every server instance
 * shows the same code for the same step.
 */

export const STEP_SECONDS = 30;
const STEP_MS = STEP_SECONDS * 1000;
const MAC_BYTES = 12;
const UUID_BYTES = 16;
const STEP_BYTES = 4;
const CODE_BYTES = UUID_BYTES + STEP_BYTES + MAC_BYTES;

export interface PunchCode {
  officeId: string;
  step: number;
  mac: Buffer;
}

export const stepOf = (at: Date): number => Math.floor(at.getTime() / STEP_MS);
export const stepStart = (step: number): Date => new Date(step * STEP_MS);
export const stepEnd = (step: number): Date => new Date((step + 1) * STEP_MS);

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

function macOf(secret: string, officeId: string, step: number): Buffer {
  const stepBytes = Buffer.alloc(STEP_BYTES);
  stepBytes.writeUInt32BE(step);
  return createHmac('sha256', Buffer.from(secret, 'base64url'))
    .update(Buffer.concat([uuidBytes(officeId), stepBytes]))
    .digest()
    .subarray(0, MAC_BYTES);
}

/** The code of `officeId` for `step`, signed with the office's secret. */
export function makePunchCode(secret: string, officeId: string, step: number): string {
  const stepBytes = Buffer.alloc(STEP_BYTES);
  stepBytes.writeUInt32BE(step);
  return Buffer.concat([uuidBytes(officeId), stepBytes, macOf(secret, officeId, step)]).toString(
    'base64url',
  );
}

/**
 * What a scanned text claims: the bare code, or the URL the QR holds
 * (`…/dtr/punch?c=<code>`), which a phone's own camera app opens. Undefined
 * for anything that is not a code's shape.
 */
export function readPunchCode(text: string): PunchCode | undefined {
  let code = text.trim();
  if (code.includes('?') || code.includes('://')) {
    try {
      code = new URL(code, 'http://localhost').searchParams.get('c') ?? '';
    } catch {
      return undefined;
    }
  }
  if (!/^[A-Za-z0-9_-]+$/.test(code)) return undefined;
  const bytes = Buffer.from(code, 'base64url');
  if (bytes.length !== CODE_BYTES) return undefined;
  return {
    officeId: uuidOf(bytes.subarray(0, UUID_BYTES)),
    step: bytes.readUInt32BE(UUID_BYTES),
    mac: bytes.subarray(UUID_BYTES + STEP_BYTES),
  };
}

/** Whether the code's MAC is the office secret's, compared in constant time. */
export function isSigned(code: PunchCode, secret: string): boolean {
  return timingSafeEqual(code.mac, macOf(secret, code.officeId, code.step));
}

/** The URL a QR shows for `code`: the punch page, so a phone's camera app opens it too. */
export const punchUrl = (origin: string, code: string) =>
  `${origin}/dtr/punch?c=${encodeURIComponent(code)}`;
