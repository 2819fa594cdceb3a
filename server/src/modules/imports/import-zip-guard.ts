import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { formatBytes, ImportFileRefused } from './import-file-refused.js';

/**
 * Checks a spooled .xlsx before exceljs opens it, and says which bytes to let
 * it read. exceljs's streaming reader inflates every entry without a bound,
 * and copies worksheets met before the shared strings to temporary files; so
 * a small archive that unpacks to gigabytes would cost minutes and the disk.
 * Here: only the parts a sheet's cells need are read (workbook, its
 * relationships, shared strings, styles, worksheets), in the order that lets
 * exceljs stream them; their declared sizes must stay under the limit; the
 * entries must sit one after the other, as a sequential reader meets them;
 * and each part is inflated once, counted, and refused the moment it
 * outgrows what it declared.
 */

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const ZIP64_MARK = 0xffffffff;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;

export interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const damaged = () =>
  new ImportFileRefused('damaged', 'The workbook is damaged or is not a real .xlsx file.');

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead < length) throw damaged();
  return buffer;
}

/** The entries as the central directory lists them. */
async function centralDirectory(
  file: FileHandle,
  fileSize: number,
): Promise<{
  entries: ZipEntry[];
  offset: number;
}> {
  const tailLength = Math.min(fileSize, 22 + MAX_COMMENT);
  const tail = await readAt(file, fileSize - tailLength, tailLength);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--)
    if (tail.readUInt32LE(i) === EOCD) {
      at = i;
      break;
    }
  if (at < 0) throw damaged();
  const count = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  if (count === 0xffff || offset === ZIP64_MARK || count > MAX_ENTRIES) throw damaged();
  if (size > MAX_CENTRAL_DIRECTORY || offset + size > fileSize - tailLength + at) throw damaged();

  const directory = await readAt(file, offset, size);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n++) {
    if (p + 46 > directory.length || directory.readUInt32LE(p) !== CENTRAL) throw damaged();
    const nameLength = directory.readUInt16LE(p + 28);
    const skip = nameLength + directory.readUInt16LE(p + 30) + directory.readUInt16LE(p + 32);
    entries.push({
      flags: directory.readUInt16LE(p + 8),
      method: directory.readUInt16LE(p + 10),
      compressedSize: directory.readUInt32LE(p + 20),
      size: directory.readUInt32LE(p + 24),
      localOffset: directory.readUInt32LE(p + 42),
      name: directory.toString('utf8', p + 46, p + 46 + nameLength),
    });
    p += 46 + skip;
  }
  return { entries, offset };
}

/** An entry's bytes in the archive: its local header, data and descriptor. */
export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

interface Located {
  entry: ZipEntry;
  record: ByteRange;
  dataStart: number;
}

/** Where each entry lies, checking the entries follow each other up to the directory. */
async function locate(
  file: FileHandle,
  entries: ZipEntry[],
  directoryOffset: number,
): Promise<Located[]> {
  const located: Located[] = [];
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== expected) throw damaged();
    const header = await readAt(file, entry.localOffset, 30);
    if (header.readUInt32LE(0) !== LOCAL) throw damaged();
    const nameLength = header.readUInt16LE(26);
    const name = await readAt(file, entry.localOffset + 30, nameLength);
    if (name.toString('utf8') !== entry.name) throw damaged();
    const dataStart = entry.localOffset + 30 + nameLength + header.readUInt16LE(28);
    let end = dataStart + entry.compressedSize;
    // Bit 3: sizes follow the data in a descriptor, with or without its signature.
    if (entry.flags & 0x8)
      end += (await readAt(file, end, 4)).readUInt32LE(0) === DESCRIPTOR ? 16 : 12;
    located.push({ entry, dataStart, record: { start: entry.localOffset, end } });
    expected = end;
  }
  if (expected !== directoryOffset) throw damaged();
  return located;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const FIRST_PARTS = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];

/** The parts exceljs needs, in the order it streams them best: worksheets last, by number. */
function partsToRead(located: Located[]): Located[] {
  const byName = new Map(located.map((l) => [l.entry.name, l]));
  const sheets = located
    .filter((l) => SHEET.test(l.entry.name))
    .sort((a, b) => Number(SHEET.exec(a.entry.name)![1]) - Number(SHEET.exec(b.entry.name)![1]));
  const first = FIRST_PARTS.flatMap((name) => byName.get(name) ?? []);
  return [...first, ...sheets];
}

/** Inflates one entry, counting, and stops as soon as it outgrows its declared size. */
async function inflatedSize(path: string, entry: ZipEntry, start: number): Promise<number> {
  if (entry.method === 0 || entry.compressedSize === 0) return entry.method === 0 ? entry.size : 0;
  const raw = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  const inflate = createInflateRaw();
  raw.pipe(inflate);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > entry.size) break;
    }
  } catch {
    throw damaged();
  } finally {
    raw.destroy();
    inflate.destroy();
  }
  return total;
}

/**
 * Refuses, with HR's message, an archive that is not a workbook, is damaged,
 * or whose parts would unpack to more than `maxUnzippedBytes`; else answers
 * the byte ranges to hand exceljs, in order.
 */
export async function guardWorkbookZip(
  path: string,
  fileSize: number,
  maxUnzippedBytes: number,
): Promise<ByteRange[]> {
  const tooLarge = () =>
    new ImportFileRefused(
      'unzips_too_large',
      `The workbook unpacks to more than ${formatBytes(maxUnzippedBytes)}; ` +
        'keep only the rows to import, or split it into smaller files.',
    );
  const file = await open(path, 'r');
  try {
    const { entries, offset } = await centralDirectory(file, fileSize);
    const parts = partsToRead(await locate(file, entries, offset));
    const has = (test: (name: string) => boolean) => parts.some((p) => test(p.entry.name));
    if (!has((name) => name === 'xl/workbook.xml') || !has((name) => SHEET.test(name)))
      throw notWorkbook();

    let declared = 0;
    for (const { entry } of parts) {
      if (entry.flags & 0x1) throw damaged(); // encrypted
      if (entry.method !== 0 && entry.method !== 8) throw damaged();
      if (entry.size === ZIP64_MARK || entry.compressedSize === ZIP64_MARK) throw tooLarge();
      if (entry.method === 0 && entry.size !== entry.compressedSize) throw damaged();
      declared += entry.size;
    }
    if (declared > maxUnzippedBytes) throw tooLarge();
    // An entry that inflates past what it declared lies about its size: a bomb in disguise.
    for (const { entry, dataStart } of parts)
      if ((await inflatedSize(path, entry, dataStart)) > entry.size) throw tooLarge();
    return parts.map((p) => p.record);
  } finally {
    await file.close();
  }
}

const notWorkbook = () =>
  new ImportFileRefused('not_spreadsheet', 'This ZIP archive is not an Excel workbook (.xlsx).');
