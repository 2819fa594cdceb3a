import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../config/paths.js';

interface JournalEntry {
  tag: string;
  when: number;
}
interface Journal {
  entries: JournalEntry[];
}

/** The migrations this code knows, oldest first (drizzle-kit's journal). */
export async function knownMigrations(): Promise<JournalEntry[]> {
  const journal = JSON.parse(
    await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as Journal;
  return journal.entries;
}

/** Drizzle records a migration by its journal time (`created_at`): the tag of the latest applied. */
export async function tagOfMigration(createdAt: number | string | null): Promise<string> {
  if (createdAt === null) return 'none';
  const entry = (await knownMigrations()).find((known) => known.when === Number(createdAt));
  if (!entry)
    throw new Error(
      'The database has a migration this code does not know: it is newer than this code.',
    );
  return entry.tag;
}

export const LAST_MIGRATION_SQL =
  'select max(created_at) as created_at from drizzle.__drizzle_migrations';

/**
 * A copy of the migrations folder that stops at `tag`, so an empty database
 * can be brought to exactly the schema a snapshot's data was taken with.
 * The caller removes it with `rm(folder, { recursive: true })`.
 */
export async function migrationsUpTo(tag: string): Promise<string> {
  const entries = await knownMigrations();
  const end = entries.findIndex((entry) => entry.tag === tag);
  if (end < 0) throw new Error(`Unknown migration ${tag}: the archive is newer than this code.`);
  const folder = await mkdtemp(join(tmpdir(), 'sasm-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journal = JSON.parse(
      await readFile(join(folder, 'meta', '_journal.json'), 'utf8'),
    ) as Journal;
    journal.entries = journal.entries.slice(0, end + 1);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    return folder;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
