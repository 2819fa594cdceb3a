import { Injectable } from '@nestjs/common';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { DbContext } from '../../db/db-context.js';
import { offices } from '../offices/offices.table.js';
import { scholars } from '../scholars/scholars.table.js';
import { users } from '../users/users.table.js';
import { officePunchSettings, type PunchMode } from '../dtr/punch-settings.table.js';
import { kiosks, punches, type PunchSlot } from './punches.table.js';

/** An office's settings as the API answers them (the defaults for one never set). */
export interface PunchSettingsView {
  officeId: string;
  officeName: string;
  mode: PunchMode;
  opensAt: string;
  closesAt: string;
  maxMinutesPerDay: number;
}

export interface RecentPunch {
  firstName: string;
  slot: PunchSlot;
  at: Date;
}

const kioskView = {
  id: kiosks.id,
  officeId: kiosks.officeId,
  name: kiosks.name,
  createdAt: kiosks.createdAt,
  createdByName: sql<string | null>`${users.firstname} || ' ' || ${users.lastname}`,
  lastSeenAt: kiosks.lastSeenAt,
  revokedAt: kiosks.revokedAt,
};

const punchView = {
  id: punches.id,
  workDate: punches.workDate,
  slot: punches.slot,
  at: punches.at,
  claimedAt: punches.claimedAt,
  lateSend: punches.lateSend,
  officeName: offices.name,
};

/** The only place that reads and writes kiosks, office punch settings and punches. */
@Injectable()
export class PunchesRepository {
  constructor(private readonly context: DbContext) {}

  async officeName(officeId: string): Promise<string | undefined> {
    const [office] = await this.context.db
      .select({ name: offices.name })
      .from(offices)
      .where(eq(offices.id, officeId));
    return office?.name;
  }

  async settings(officeId: string): Promise<PunchSettingsView | undefined> {
    const [row] = await this.context.db
      .select({
        officeId: offices.id,
        officeName: offices.name,
        mode: sql<PunchMode>`coalesce(${officePunchSettings.mode}, 'punches_or_typed')`,
        opensAt: sql<string>`coalesce(${officePunchSettings.opensAt}, '07:00')`,
        closesAt: sql<string>`coalesce(${officePunchSettings.closesAt}, '19:00')`,
        maxMinutesPerDay: sql<number>`coalesce(${officePunchSettings.maxMinutesPerDay}, 600)::int`,
      })
      .from(offices)
      .leftJoin(officePunchSettings, eq(officePunchSettings.officeId, offices.id))
      .where(eq(offices.id, officeId));
    return row;
  }

  /** Writes the office's settings (its row made with a new secret the first time). */
  async saveSettings(
    officeId: string,
    values: Pick<PunchSettingsView, 'mode' | 'opensAt' | 'closesAt' | 'maxMinutesPerDay'>,
    actorId: string,
  ): Promise<void> {
    await this.context.db
      .insert(officePunchSettings)
      .values({ officeId, ...values, secret: newSecret(), updatedBy: actorId })
      .onConflictDoUpdate({
        target: officePunchSettings.officeId,
        set: {
          ...values,
          updatedBy: actorId,
          updatedAt: sql`now()`,
          version: sql`${officePunchSettings.version} + 1`,
        },
      });
  }

  /** The secret the office's codes are signed with, made on first use. */
  async secretOf(officeId: string): Promise<string> {
    await this.context.db
      .insert(officePunchSettings)
      .values({ officeId, secret: newSecret() })
      .onConflictDoNothing({ target: officePunchSettings.officeId });
    return (await this.secretIfAny(officeId))!;
  }

  /** The office's secret, if its codes were ever shown. */
  async secretIfAny(officeId: string): Promise<string | undefined> {
    const [row] = await this.context.db
      .select({ secret: officePunchSettings.secret })
      .from(officePunchSettings)
      .where(eq(officePunchSettings.officeId, officeId));
    return row?.secret;
  }

  kiosksOf(officeId: string) {
    return this.context.db
      .select(kioskView)
      .from(kiosks)
      .leftJoin(users, eq(users.id, kiosks.createdBy))
      .where(eq(kiosks.officeId, officeId))
      .orderBy(desc(kiosks.createdAt));
  }

  async kiosk(id: string) {
    const [row] = await this.context.db
      .select(kioskView)
      .from(kiosks)
      .leftJoin(users, eq(users.id, kiosks.createdBy))
      .where(eq(kiosks.id, id));
    return row;
  }

  async insertKiosk(values: typeof kiosks.$inferInsert): Promise<string> {
    const [row] = await this.context.db.insert(kiosks).values(values).returning({ id: kiosks.id });
    return row!.id;
  }

  /** Revokes the kiosk; false when it was revoked already. */
  async revokeKiosk(id: string, actorId: string): Promise<boolean> {
    const revoked = await this.context.db
      .update(kiosks)
      .set({ revokedAt: sql`now()`, revokedBy: actorId })
      .where(and(eq(kiosks.id, id), isNull(kiosks.revokedAt)))
      .returning({ id: kiosks.id });
    return revoked.length > 0;
  }

  async touchKiosk(id: string): Promise<void> {
    await this.context.db
      .update(kiosks)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(kiosks.id, id));
  }

  /** Undefined when the scholar already punched with this office's code of this step. */
  async insertPunch(values: typeof punches.$inferInsert): Promise<string | undefined> {
    const [row] = await this.context.db
      .insert(punches)
      .values(values)
      .onConflictDoNothing({ target: [punches.scholarId, punches.officeId, punches.tokenStep] })
      .returning({ id: punches.id });
    return row?.id;
  }

  async punch(id: string) {
    const [row] = await this.context.db
      .select(punchView)
      .from(punches)
      .innerJoin(offices, eq(offices.id, punches.officeId))
      .where(eq(punches.id, id));
    return row!;
  }

  /** The account's punches (every deployment of theirs) of the days in [from, until), newest first. */
  punchesOfUser(userId: string, from: string, until: string) {
    return this.context.db
      .select(punchView)
      .from(punches)
      .innerJoin(offices, eq(offices.id, punches.officeId))
      .innerJoin(scholars, eq(scholars.id, punches.scholarId))
      .where(
        and(eq(scholars.userId, userId), gte(punches.workDate, from), lt(punches.workDate, until)),
      )
      .orderBy(desc(punches.at));
  }

  /** The office's punches received since `since`, newest first, with the scholar's first name. */
  recentPunches(officeId: string, since: Date): Promise<RecentPunch[]> {
    return this.context.db
      .select({ firstName: users.firstname, slot: punches.slot, at: punches.at })
      .from(punches)
      .innerJoin(scholars, eq(scholars.id, punches.scholarId))
      .innerJoin(users, eq(users.id, scholars.userId))
      .where(and(eq(punches.officeId, officeId), gt(punches.receivedAt, since)))
      .orderBy(desc(punches.receivedAt))
      .limit(50);
  }
}

const newSecret = () => randomBytes(32).toString('base64url');
