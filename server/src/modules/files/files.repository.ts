import { Injectable } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { DbContext } from '../../db/db-context.js';
import { files, type FileRecord } from './files.table.js';

@Injectable()
export class FilesRepository {
  constructor(private readonly context: DbContext) {}

  async insert(row: typeof files.$inferInsert): Promise<FileRecord> {
    const [inserted] = await this.context.db.insert(files).values(row).returning();
    return inserted!;
  }

  /** The rows in one statement, in the order given. */
  async insertMany(rows: (typeof files.$inferInsert)[]): Promise<FileRecord[]> {
    if (rows.length === 0) return [];
    const inserted = await this.context.db.insert(files).values(rows).returning();
    // Matched by storage key (each blob has its own), not by the order RETURNING happens to keep.
    const byKey = new Map(inserted.map((row) => [row.storageKey, row]));
    return rows.map((row) => byKey.get(row.storageKey)!);
  }

  async findById(id: string): Promise<FileRecord | undefined> {
    const [row] = await this.context.db.select().from(files).where(eq(files.id, id));
    return row;
  }

  findByIds(ids: string[]): Promise<FileRecord[]> {
    return this.context.db.select().from(files).where(inArray(files.id, ids));
  }

  /** Those of `keys` that a file row points to. */
  async referencedKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.context.db
      .select({ key: files.storageKey })
      .from(files)
      .where(inArray(files.storageKey, keys));
    return new Set(rows.map((row) => row.key));
  }

  /** Deletes the rows; returns the storage keys of those deleted. */
  async delete(ids: string[]): Promise<string[]> {
    const rows = await this.context.db
      .delete(files)
      .where(inArray(files.id, ids))
      .returning({ storageKey: files.storageKey });
    return rows.map((row) => row.storageKey);
  }
}
