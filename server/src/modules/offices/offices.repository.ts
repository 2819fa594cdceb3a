import { Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { offices, type NewOffice, type Office } from './offices.table.js';

@Injectable()
export class OfficesRepository {
  constructor(private readonly context: DbContext) {}

  list(): Promise<Office[]> {
    return this.context.db.select().from(offices).orderBy(asc(offices.name));
  }

  async findById(id: string): Promise<Office | undefined> {
    const [row] = await this.context.db.select().from(offices).where(eq(offices.id, id));
    return row;
  }

  /** A new office; undefined when its code is taken (the unique index decides). */
  async insert(row: NewOffice): Promise<Office | undefined> {
    const [inserted] = await this.context.db
      .insert(offices)
      .values(row)
      .onConflictDoNothing({ target: offices.code })
      .returning();
    return inserted;
  }

  async rename(id: string, name: string): Promise<Office | undefined> {
    const [row] = await this.context.db
      .update(offices)
      .set({ name })
      .where(eq(offices.id, id))
      .returning();
    return row;
  }

  /** Inserts the offices whose code is not taken yet; existing ones are left as they are. */
  async insertMissing(rows: NewOffice[]): Promise<Office[]> {
    if (rows.length === 0) return [];
    return this.context.db
      .insert(offices)
      .values(rows)
      .onConflictDoNothing({ target: offices.code })
      .returning();
  }
}
