import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { TAR_END_SIZE, tarEnd, tarEntrySize, tarHeader, tarPadding } from './tar.js';

export interface TreeEntry {
  /** Relative to the tree's root, `/`-separated (no trailing `/` on directories: PGlite's untar makes them by name). */
  name: string;
  size: number;
  modifiedAt: Date;
  directory: boolean;
}

/** Every directory and file under `root`, parents before their contents, less the names `skip` holds. */
export async function listTree(root: string, skip: ReadonlySet<string>): Promise<TreeEntry[]> {
  const entries: TreeEntry[] = [];
  const walk = async (relative: string) => {
    const children = await readdir(join(root, relative), { withFileTypes: true });
    for (const child of children.sort((a, b) => a.name.localeCompare(b.name))) {
      const name = relative + child.name;
      if (skip.has(name)) continue;
      const info = await stat(join(root, name));
      entries.push({
        name,
        size: child.isDirectory() ? 0 : info.size,
        modifiedAt: info.mtime,
        directory: child.isDirectory(),
      });
      if (child.isDirectory()) await walk(`${name}/`);
    }
  };
  await walk('');
  return entries;
}

/** The size of the tar `tarTree` writes of these entries. */
export const treeTarSize = (entries: TreeEntry[]): number =>
  entries.reduce((sum, entry) => sum + tarEntrySize(entry.size), 0) + TAR_END_SIZE;

/** A tar of the listed entries of `root`, streamed file by file. */
export async function* tarTree(root: string, entries: TreeEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    yield tarHeader(
      entry.name,
      entry.size,
      entry.modifiedAt,
      entry.directory ? 'directory' : 'file',
    );
    if (entry.directory) continue;
    let copied = 0;
    for await (const chunk of createReadStream(join(root, entry.name)) as AsyncIterable<Buffer>) {
      copied += chunk.length;
      yield chunk;
    }
    if (copied !== entry.size) throw new Error(`${entry.name} changed while it was archived.`);
    yield tarPadding(entry.size);
  }
  yield tarEnd();
}
