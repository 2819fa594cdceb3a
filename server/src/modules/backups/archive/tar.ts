/**
 * The POSIX ustar subset an archive needs: regular files and directories
 * with short names. Written and read here rather than through a dependency
 * because the format is tiny and the reader must stream entries of any size
 * to a sink.
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

export function tarHeader(
  name: string,
  size: number,
  modifiedAt = new Date(),
  type: 'file' | 'directory' = 'file',
): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`Archive entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(type === 'file' ? 0o600 : 0o700, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(modifiedAt.getTime() / 1000), 12), 136);
  header.write(' '.repeat(8), 148); // the checksum counts its own field as spaces
  header.write(type === 'file' ? '0' : '5', 156);
  header.write('ustar\u000000', 257, 'binary');
  const checksum = header.reduce((sum, byte) => sum + byte, 0);
  header.write(`${checksum.toString(8).padStart(6, '0')}\u0000 `, 148, 'binary');
  return header;
}

/** What an entry of `size` bytes takes in the archive: its header, its bytes, their padding. */
export const tarEntrySize = (size: number): number => BLOCK + Math.ceil(size / BLOCK) * BLOCK;

/** Zero bytes completing an entry of `size` bytes to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export const tarEnd = (): Buffer => END_OF_ARCHIVE;

export const TAR_END_SIZE = END_OF_ARCHIVE.length;

/** Where the bytes of one entry go while reading an archive. */
export interface EntrySink {
  write(chunk: Buffer): void | Promise<void>;
  end(): void | Promise<void>;
}

/**
 * Reads a tar stream, handing every entry's bytes to the sink `onEntry`
 * returns. Rejects a malformed header or an archive that ends early.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (name: string, size: number) => EntrySink | Promise<EntrySink>,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry: { sink: EntrySink; left: number; padding: number } | undefined;
  let ended = false;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (entry) {
        if (entry.left > 0) {
          if (pending.length === 0) break;
          const part = pending.subarray(0, entry.left);
          pending = pending.subarray(part.length);
          entry.left -= part.length;
          await entry.sink.write(part);
          if (entry.left > 0) continue;
          await entry.sink.end();
        }
        if (pending.length < entry.padding) break;
        pending = pending.subarray(entry.padding);
        entry = undefined;
      }
      if (pending.length < BLOCK) break;
      const header = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (header.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const { name, size } = parseHeader(header);
      entry = { sink: await onEntry(name, size), left: size, padding: tarPadding(size).length };
      if (size === 0) await entry.sink.end();
    }
  }
  if (!ended) throw new Error('The archive is truncated (it ends in the middle of an entry).');
}

function parseHeader(header: Buffer): { name: string; size: number } {
  const stored = parseInt(header.subarray(148, 156).toString('binary').trim(), 8);
  const copy = Buffer.from(header);
  copy.fill(' ', 148, 156);
  const checksum = copy.reduce((sum, byte) => sum + byte, 0);
  if (stored !== checksum) throw new Error('The archive is damaged (a header checksum differs).');
  const name = header.subarray(0, 100).toString('utf8').replace(/\0.*$/s, '');
  const size = parseInt(header.subarray(124, 136).toString('binary').trim() || '0', 8);
  return { name, size };
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\u0000`;
}
