import type { PGlite } from '@electric-sql/pglite';

/** One `COPY … FROM stdin` block of a data-only script: its statement (without FROM) and rows. */
export interface CopyBlock {
  statement: string;
  rows: string;
}

const COPY_LINE = /^(COPY [^\n]+?) FROM stdin;$/;

/**
 * The COPY blocks of a data-only script as pg_dump writes it (text format:
 * a row per line, newlines in values escaped, `\.` alone ends a block).
 * Other statements (SET, set_config) only concern psql's session.
 */
export function parseCopyScript(script: string): CopyBlock[] {
  const blocks: CopyBlock[] = [];
  const lines = script.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = COPY_LINE.exec(lines[i]!);
    if (!match) continue;
    const end = lines.indexOf('\\.', i + 1);
    if (end < 0) throw new Error('The data script ends inside a COPY block.');
    const rows = lines.slice(i + 1, end);
    blocks.push({ statement: match[1]!, rows: rows.length ? `${rows.join('\n')}\n` : '' });
    i = end;
  }
  return blocks;
}

/** The same kind of script, written from an open embedded database: tables parents first. */
export async function copyScriptOf(client: PGlite): Promise<string> {
  const parts = ["SET client_encoding = 'UTF8';\n"];
  for (const table of await tablesParentsFirst(client)) {
    const columns = (
      await client.query<{ attname: string }>(
        `select attname from pg_attribute
         where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
         order by attnum`,
        [`public."${table}"`],
      )
    ).rows.map((row) => `"${row.attname}"`);
    const target = `public."${table}" (${columns.join(', ')})`;
    const { blob } = await client.query(`copy ${target} to '/dev/blob'`);
    parts.push(`COPY ${target} FROM stdin;\n${blob ? await blob.text() : ''}\\.\n`);
  }
  return parts.join('');
}

async function tablesParentsFirst(client: PGlite): Promise<string[]> {
  const tables = (
    await client.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    )
  ).rows.map((row) => row.tablename);
  const edges = (
    await client.query<{ child: string; parent: string }>(
      `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
       where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
    )
  ).rows;
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table) &&
        edges.every((edge) => edge.child !== table || placed.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle.');
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}
