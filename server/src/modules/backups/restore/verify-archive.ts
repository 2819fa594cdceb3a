import { createHash } from 'node:crypto';
import { readArchive } from '../archive/archive-streams.js';
import { FILES_PREFIX, MANIFEST_ENTRY, type Manifest } from '../archive/manifest.js';
import { knownMigrations } from '../migration-levels.js';

export class ArchiveRefused extends Error {}

/**
 * Reads the whole archive once, writing nothing: every entry is hashed and
 * checked against the manifest (its last entry), the manifest against what
 * this code can restore. Resolves with the manifest of a sound archive.
 */
export async function verifyArchive(
  path: string,
  passphrase: string | undefined,
): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText = '';
  await readArchive(path, passphrase, (name) => {
    if (name === MANIFEST_ENTRY)
      return { write: (chunk) => void (manifestText += chunk.toString('utf8')), end: () => {} };
    const hash = createHash('sha256');
    let size = 0;
    return {
      write: (chunk) => {
        size += chunk.length;
        hash.update(chunk);
      },
      end: () => void seen.set(name, { size, sha256: hash.digest('hex') }),
    };
  }).catch((error: Error) => {
    throw new ArchiveRefused(error.message);
  });
  if (!manifestText)
    throw new ArchiveRefused('The archive has no manifest: it is not a complete backup.');
  const manifest = JSON.parse(manifestText) as Manifest;
  if (manifest.format !== 1)
    throw new ArchiveRefused(`Unknown archive format ${String(manifest.format)}.`);
  const differs = (name: string, expected: { size: number; sha256: string }) => {
    const actual = seen.get(name);
    return !actual || actual.size !== expected.size || actual.sha256 !== expected.sha256;
  };
  if (differs(manifest.database.entry, manifest.database))
    throw new ArchiveRefused('The database snapshot in the archive does not match its manifest.');
  const damaged = manifest.files.filter((file) => differs(`${FILES_PREFIX}${file.key}`, file));
  if (damaged.length > 0)
    throw new ArchiveRefused(
      `${damaged.length} file(s) in the archive do not match the manifest (first: ${damaged[0]!.key}).`,
    );
  const known = await knownMigrations();
  if (
    manifest.lastMigration !== 'none' &&
    !known.some((entry) => entry.tag === manifest.lastMigration)
  )
    throw new ArchiveRefused(
      `The archive's schema (migration ${manifest.lastMigration}) is newer than this code: update the code first.`,
    );
  return manifest;
}
