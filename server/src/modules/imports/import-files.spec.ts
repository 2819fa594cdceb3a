import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { ImportFileRefused } from './import-file-refused.js';
import { FORMULA_MESSAGE, readImportFile, type ReadImportOptions } from './import-files.js';
import type { ImportKind, ImportRow } from './import-kinds.js';
import { sampleCsv, sampleXlsx, scholarCells } from './import-samples.js';

async function readAll<K extends ImportKind>(
  file: Buffer | AsyncIterable<Buffer>,
  options: ReadImportOptions<K>,
): Promise<Array<ImportRow<K>>> {
  const rows: Array<ImportRow<K>> = [];
  const input = Buffer.isBuffer(file) ? Readable.from([file]) : file;
  for await (const row of readImportFile(input, options)) rows.push(row);
  return rows;
}

/** The refusal a read ends with, and how long it took. */
async function refusalOf<K extends ImportKind>(
  file: Buffer | AsyncIterable<Buffer>,
  options: ReadImportOptions<K>,
) {
  const started = performance.now();
  const input = Buffer.isBuffer(file) ? Readable.from([file]) : file;
  let error: unknown;
  try {
    // Rows are not kept: a refusal must come without holding the file.
    for await (const _row of readImportFile(input, options));
  } catch (e) {
    error = e;
  }
  if (!(error instanceof ImportFileRefused)) throw new Error(`not refused: ${String(error)}`);
  return { reason: error.reason, message: error.message, ms: performance.now() - started };
}

// A hand-made ZIP: the parts of a workbook, each deflated, sizes as given.
interface Part {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  size: number;
  crc: number;
}

const part = (name: string, text: string): Part => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), size: bytes.length, crc: crc32(bytes) };
};

function zip(parts: Part[], declare: (p: Part) => number = (p) => p.size): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(declare(p), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(p.crc, 16);
    central.writeUInt32LE(p.data.length, 20);
    central.writeUInt32LE(declare(p), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    centrals.push(central, name);
    offset += 30 + name.length + p.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook whose sheet is `megabytes` MB of the same row: each 1 MB block
 * deflated once on its own (no reference outside it), so the copies chain
 * into one valid stream of a few hundred kB without compressing 200 MB.
 */
function bombWorkbook(megabytes: number, lie = false): Buffer {
  const head = `<?xml version="1.0"?><worksheet xmlns="${MAIN}"><sheetData>`;
  const rowXml = '<row><c t="inlineStr"><is><t>boom</t></is></c></row>';
  const block = Buffer.from(rowXml.repeat(Math.ceil((1 << 20) / rowXml.length)));
  const tail = '</sheetData></worksheet>';
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const blockDeflated = deflateRawSync(block, flush);
  const chunks = [deflateRawSync(Buffer.from(head), flush)];
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) {
    chunks.push(blockDeflated);
    crc = crc32(block, crc);
  }
  chunks.push(deflateRawSync(Buffer.from(tail)));
  crc = crc32(tail, crc);
  const size = head.length + block.length * megabytes + tail.length;
  const sheet: Part = { name: 'xl/worksheets/sheet1.xml', data: Buffer.concat(chunks), size, crc };
  const parts = [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="x" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheet,
  ];
  return zip(parts, (p) => (lie && p === sheet ? 4096 : p.size));
}

const scholars = { kind: 'scholars' } as const;

describe(readImportFile.name, () => {
  it('reads a CSV as Excel saves it: BOM, ";", CRLF, quotes, retyped headers, blank rows', async () => {
    const rows = scholarCells(6);
    rows[1]!.lastname = 'Dela Cruz; Jr';
    rows[2]!.office = 'Office of the "President"\r\nAnnex';
    const file = sampleCsv('scholars', rows, {
      bom: true,
      delimiter: ';',
      messyHeaders: true,
      trailingBlankRows: 4,
    });
    let header: unknown;
    const sut = await readAll(file, { ...scholars, onHeader: (h) => (header = h) });

    expect(header).toEqual({ type: 'csv', unknownColumns: [] });
    expect(sut.map((r) => r.row)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(sut.map((r) => r.cells)).toEqual(rows);
  });

  it('reads the first sheet of a workbook: dates and numbers as typed, rich text as text', async () => {
    const rows = scholarCells(4);
    const file = await sampleXlsx('scholars', rows, {
      messyHeaders: true,
      trailingBlankRows: 3,
      otherSheet: true,
      cells: [
        {
          ref: 'B3',
          value: { richText: [{ text: 'An' }, { text: 'gelo', font: { bold: true } }] },
        },
        { ref: 'I4', value: 0.1 + 0.2 },
      ],
    });
    const sut = await readAll(file, { ...scholars, fileName: 'Scholars 2025.XLSX' });

    expect(sut.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(sut[0]!.cells).toEqual(rows[0]);
    expect(sut[1]!.cells.firstname).toBe('Angelo');
    expect(sut[2]!.cells.termsServed).toBe('0.3');
    expect(sut[3]!.cells.startDate).toBe(rows[3]!.startDate);
    expect(sut[3]!.cells.confirmedHours).toBe(rows[3]!.confirmedHours);
  });

  it('reports unknown columns once and ignores their cells', async () => {
    const file = Buffer.from('Name,Code,Floor,Remarks\r\nGuidance,guidance,2,new\r\n');
    const seen: string[][] = [];
    const sut = await readAll(file, {
      kind: 'offices',
      onHeader: (h) => seen.push(h.unknownColumns),
    });
    expect(seen).toEqual([['Floor', 'Remarks']]);
    expect(sut).toEqual([{ row: 2, cells: { name: 'Guidance', code: 'guidance' } }]);
  });

  it('refuses a file missing a required column, naming it', async () => {
    const file = Buffer.from('E-mail;First name;Last name\nana@univ.edu.ph;Ana;Cruz\n');
    expect(await refusalOf(file, { kind: 'office_staff' })).toMatchObject({
      reason: 'bad_header',
      message:
        "Missing column: Office. The first row must hold the template's headers: Email, First name, Last name, Office.",
    });
  });

  it('makes a formula cell an error of its row and column', async () => {
    const rows = scholarCells(3);
    const file = await sampleXlsx('scholars', rows, {
      cells: [
        { ref: 'F3', value: { formula: 'LOWER("ACTIVE")', result: 'active' } },
        { ref: 'H4', value: { formula: 'SUM(H2:H3)', result: 12 } },
      ],
    });
    const sut = await readAll(file, scholars);
    expect(sut.map((r) => [r.row, r.errors])).toEqual([
      [2, undefined],
      [3, [{ column: 'status', message: FORMULA_MESSAGE }]],
      [4, [{ column: 'confirmedHours', message: FORMULA_MESSAGE }]],
    ]);
  });

  it('leaves no temporary file behind, read to the end or left early', async () => {
    const spooled = () => readdirSync(tmpdir()).filter((n) => n.startsWith('sasm-import-')).length;
    const before = spooled();
    const file = await sampleXlsx('scholars', scholarCells(50));
    expect(await readAll(file, scholars)).toHaveLength(50);
    for await (const _row of readImportFile(Readable.from([file]), scholars)) break;
    await refusalOf(bombWorkbook(100), scholars);
    expect(spooled()).toBe(before);
  });

  describe('refuses hostile files cleanly', () => {
    it('a zip bomb: 200 MB of cells in a few hundred kB', async () => {
      const bomb = bombWorkbook(200);
      expect(bomb.length).toBeLessThan(1024 * 1024);
      const heap = process.memoryUsage().heapUsed;
      const sut = await refusalOf(bomb, { ...scholars, fileName: 'scholars.xlsx' });
      expect(sut).toMatchObject({
        reason: 'unzips_too_large',
        message:
          'The workbook unpacks to more than 50 MB; keep only the rows to import, or split it into smaller files.',
      });
      expect(sut.ms).toBeLessThan(2000);
      expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024);
    });

    it('a zip bomb that declares a small size', async () => {
      const sut = await refusalOf(bombWorkbook(200, true), scholars);
      expect(sut.reason).toBe('unzips_too_large');
      expect(sut.ms).toBeLessThan(2000);
    });

    it('a workbook within the limit whose parts unpack past a lower one', async () => {
      const file = await sampleXlsx('scholars', scholarCells(200));
      expect((await refusalOf(file, { ...scholars, maxUnzippedBytes: 20_000 })).reason).toBe(
        'unzips_too_large',
      );
    });

    it('a file over the byte limit, counted as it streams', async () => {
      let sent = 0;
      async function* endless(head: Buffer, chunk: Buffer) {
        yield head;
        for (;;) {
          sent += chunk.length;
          yield chunk;
        }
      }
      // A 50 MB "workbook": refused once 20 MB have come, before anything is unpacked.
      const junk = randomBytes(256 * 1024);
      const sut = await refusalOf(endless(Buffer.from([0x50, 0x4b, 3, 4]), junk), {
        ...scholars,
        fileName: 'big.xlsx',
      });
      expect(sut).toMatchObject({
        reason: 'too_large',
        message: 'The file is larger than 20 MB; split it into smaller files.',
      });
      expect(sent).toBeLessThan(20 * 1024 * 1024 + 2 * junk.length);

      sent = 0;
      const lines = Buffer.from('ana@univ.edu.ph,Ana,Cruz,Registrar\r\n'.repeat(1000));
      const csv = endless(Buffer.from('Email,First name,Last name,Office\r\n'), lines);
      const refused = await refusalOf(csv, {
        kind: 'office_staff',
        maxBytes: 1024 * 1024,
        maxRows: 1e9,
      });
      expect(refused.message).toBe('The file is larger than 1 MB; split it into smaller files.');
      expect(sent).toBeLessThan(1024 * 1024 + 2 * lines.length);
    });

    it('a file over the row limit, blank rows not counted', async () => {
      const rows = scholarCells(10_001);
      const ok = sampleCsv('scholars', rows.slice(0, 10_000), { trailingBlankRows: 50 });
      expect(await readAll(ok, scholars)).toHaveLength(10_000);
      expect(await refusalOf(sampleCsv('scholars', rows), scholars)).toMatchObject({
        reason: 'too_many_rows',
        message: 'The file has more than 10,000 rows; split it into smaller files.',
      });
      const workbook = await sampleXlsx('scholars', rows.slice(0, 101));
      expect((await refusalOf(workbook, { ...scholars, maxRows: 100 })).reason).toBe(
        'too_many_rows',
      );
    });

    it('a PNG named .csv, a PDF, a binary file, an old .xls, a UTF-16 text', async () => {
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        randomBytes(4096),
      ]);
      const notSpreadsheet =
        'This file is neither a CSV file (UTF-8 text) nor an Excel workbook (.xlsx); save it from the spreadsheet as CSV UTF-8 or .xlsx.';
      expect(await refusalOf(png, { ...scholars, fileName: 'scholars.csv' })).toMatchObject({
        reason: 'not_spreadsheet',
        message:
          'This file is a PNG picture, not a spreadsheet; save the spreadsheet as .xlsx or as CSV UTF-8.',
      });
      // A PDF starts as text: named for what it is before its header is read.
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(4096)]);
      expect((await refusalOf(pdf, scholars)).message).toBe(
        'This file is a PDF, not a spreadsheet; save the spreadsheet as .xlsx or as CSV UTF-8.',
      );
      // Text at first, then bytes no text has.
      const binary = Buffer.concat([
        Buffer.from('Email,First name\r\n'.repeat(500)),
        randomBytes(65536),
      ]);
      expect(await refusalOf(binary, scholars)).toMatchObject({ message: notSpreadsheet });
      const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
      expect((await refusalOf(xls, scholars)).message).toBe(
        'This is an old Excel file (.xls); save it as .xlsx or as CSV UTF-8.',
      );
      const utf16 = Buffer.from('\ufeffEmail,First name', 'utf16le');
      expect((await refusalOf(utf16, scholars)).message).toBe(
        'This text file is UTF-16; save it as CSV UTF-8 (comma delimited).',
      );
    });

    it('a type the name does not say', async () => {
      const workbook = await sampleXlsx('scholars', scholarCells(2));
      expect(await refusalOf(workbook, { ...scholars, fileName: 'scholars.csv' })).toMatchObject({
        reason: 'wrong_type',
        message:
          'This file is named .csv but is an Excel workbook; name it .xlsx, or save it as CSV.',
      });
      const csv = sampleCsv('scholars', scholarCells(2));
      expect((await refusalOf(csv, { ...scholars, fileName: 'scholars.xlsx' })).reason).toBe(
        'wrong_type',
      );
      expect(await refusalOf(csv, { ...scholars, fileName: 'scholars.pdf' })).toMatchObject({
        reason: 'unsupported_name',
        message: 'Upload a .csv or .xlsx file.',
      });
    });

    it('a ZIP that is no workbook, a damaged one, an empty file', async () => {
      const other = zip([part('word/document.xml', '<w/>')]);
      expect((await refusalOf(other, scholars)).message).toBe(
        'This ZIP archive is not an Excel workbook (.xlsx).',
      );
      const workbook = await sampleXlsx('scholars', scholarCells(2));
      expect((await refusalOf(workbook.subarray(0, workbook.length - 100), scholars)).reason).toBe(
        'damaged',
      );
      expect((await refusalOf(Buffer.alloc(0), scholars)).message).toBe('The file is empty.');
      expect((await refusalOf(Buffer.from('\r\n,,\r\n'), scholars)).message).toBe(
        'The file has no header row.',
      );
    });

    it('an unclosed quote, with its row', async () => {
      const file = Buffer.from('Name,Code\r\nLibrary,lib\r\n"Records,rec\r\n');
      expect((await refusalOf(file, { kind: 'offices' })).message).toBe(
        'The CSV file cannot be read at row 3: a quoted cell is never closed.',
      );
    });
  });
});
