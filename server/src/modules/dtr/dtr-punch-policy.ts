import { Injectable } from '@nestjs/common';
import { eq, sql, type SQL } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { officePunchSettings } from './punch-settings.table.js';
import type { TimeField } from './dtr-rules.js';
import type { DtrEntryRow, DtrTimes } from './dtr.table.js';

/**
 * What the DTR needs of an office's punch settings: whether its scholars may
 * type their times, and the hours and daily maximum its flags compare with.
 * An office that never set them has the defaults.
 */
export interface PunchPolicy {
  punchesOnly: boolean;
  /** HH:MM. */
  opensAt: string;
  /** HH:MM. */
  closesAt: string;
  maxMinutesPerDay: number;
}

export const PUNCHES_ONLY = 'Your office records time by punching in at the office screen.';
export const DAY_FULL =
  'All four time slots of today are filled. Ask your office to correct the day.';
export const PUNCHED_SLOT =
  'This time was punched at the office screen; ask your office to correct it.';

/** The punched slot a typed save would change, with the message for its field (none: []). */
export function changedPunchedSlot(
  existing: DtrEntryRow | undefined,
  times: DtrTimes,
): [] | [string, TimeField] {
  const slot = existing?.punchedSlots.find((field) => existing[field] !== times[field]);
  return slot ? [PUNCHED_SLOT, slot] : [];
}

export const DEFAULT_PUNCH_POLICY: PunchPolicy = {
  punchesOnly: false,
  opensAt: '07:00',
  closesAt: '19:00',
  maxMinutesPerDay: 600,
};

/** Whether `officeId` records time by punches only, as an SQL condition (read with the day). */
export const punchesOnlyAt = (officeId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${officePunchSettings} WHERE ${officePunchSettings.officeId} = ${officeId} AND ${officePunchSettings.mode} = 'punches_only')`;

@Injectable()
export class DtrPunchPolicies {
  constructor(private readonly context: DbContext) {}

  async of(officeId: string): Promise<PunchPolicy> {
    const [row] = await this.context.db
      .select({
        mode: officePunchSettings.mode,
        opensAt: officePunchSettings.opensAt,
        closesAt: officePunchSettings.closesAt,
        maxMinutesPerDay: officePunchSettings.maxMinutesPerDay,
      })
      .from(officePunchSettings)
      .where(eq(officePunchSettings.officeId, officeId));
    if (!row) return DEFAULT_PUNCH_POLICY;
    const { mode, ...policy } = row;
    return { ...policy, punchesOnly: mode === 'punches_only' };
  }
}
