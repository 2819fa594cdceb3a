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
