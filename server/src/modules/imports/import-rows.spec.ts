import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { Readable } from 'node:stream';
import { InviteStaffInput } from '../invitations/invitations.types.js';
import { readImportFile } from './import-files.js';
import type { ImportCells } from './import-kinds.js';
import { checkImportRows, checkRow } from './import-rows.js';
import { sampleCsv, sampleXlsx, scholarCells, seededRandom } from './import-samples.js';

type ScholarCells = ImportCells<'scholars'>;

/** A programme's sheet with one mistake of each kind, and where each one is. */
function sheetWithMistakes() {
  const rows = scholarCells(14, 7);
  const expected: Array<{ row: number; column: string; message: string }> = [];
  // Data row i is spreadsheet row i + 2 (the header is row 1).
  const spoil = (i: number, column: keyof ScholarCells, text: string, message: string) => {
    rows[i]![column] = text;
    expected.push({ row: i + 2, column, message });
  };
  spoil(1, 'email', 'juan.delacruz@@university.edu.ph', 'Invalid email address');
  spoil(2, 'office', '  ', 'Office is required');
  spoil(3, 'confirmedHours', 'ten', 'Confirmed training hours must be a number');
  spoil(4, 'confirmedHours', '-3', 'Confirmed training hours must not be negative');
  spoil(5, 'status', 'on leave', 'Unknown status: use active, inactive or suspended');
  spoil(6, 'category', 'Scholar', 'Category must be Student Assistant or Student Marshal');
  spoil(7, 'startDate', '08/11/2025', 'Enter the date as YYYY-MM-DD');
  spoil(8, 'termsServed', '1.5', 'Terms served must be a whole number');
  spoil(9, 'firstname', 'J', 'First name must be at least 2 characters long');
  // The same person twice, typed differently.
  rows[12]!.email = `  ${rows[10]!.email.trim().toUpperCase()}`;
  const duplicate = 'Duplicate: the same email is on rows 12 and 14';
  expected.push({ row: 12, column: 'email', message: duplicate });
  expected.push({ row: 14, column: 'email', message: duplicate });
  return { rows, expected: expected.sort((a, b) => a.row - b.row) };
}

async function readAndCheck(file: Buffer, fileName: string) {
  const rows = readImportFile(Readable.from([file]), { kind: 'scholars', fileName });
  return checkImportRows('scholars', rows);
}

describe(checkImportRows.name, () => {
  for (const type of ['csv', 'xlsx'] as const)
    it(`reports every mistake of a ${type} file with its row, column and message`, async () => {
      const { rows, expected } = sheetWithMistakes();
      const file =
        type === 'csv'
          ? sampleCsv('scholars', rows, { messyHeaders: true, bom: true, delimiter: ';' })
          : await sampleXlsx('scholars', rows, { messyHeaders: true, trailingBlankRows: 2 });
      const sut = await readAndCheck(file, `scholars.${type}`);

      const reported = sut.invalid.flatMap((r) => r.errors.map((e) => ({ row: r.row, ...e })));
      expect(reported).toEqual(expected);
      expect(sut.valid.map((r) => r.row)).toEqual([2, 13, 15]);
      expect(sut.valid[0]!.value.email).toBe(rows[0]!.email.trim().toLowerCase());
    });

  it('flags a repeated office name and code on every row that has it', async () => {
    const sut = await checkImportRows('offices', [
      { row: 2, cells: { name: 'Registrar', code: 'registrar' } },
      { row: 3, cells: { name: 'Library', code: 'lib' } },
      { row: 4, cells: { name: ' registrar ', code: 'reg' } },
      { row: 5, cells: { name: 'Records', code: 'LIB' } },
    ]);
    expect(sut.valid).toEqual([]);
    expect(sut.invalid.map((r) => [r.row, r.errors])).toEqual([
      [2, [{ column: 'name', message: 'Duplicate: the same office name is on rows 2 and 4' }]],
      [3, [{ column: 'code', message: 'Duplicate: the same code is on rows 3 and 5' }]],
      [4, [{ column: 'name', message: 'Duplicate: the same office name is on rows 2 and 4' }]],
      [5, [{ column: 'code', message: 'Duplicate: the same code is on rows 3 and 5' }]],
    ]);
  });

  it('keeps what the reader refused (a formula) as the only message of that cell', async () => {
    const [row] = scholarCells(1);
    const sut = await checkImportRows('scholars', [
      {
        row: 2,
        cells: { ...row!, status: '' },
        errors: [{ column: 'status', message: 'Formulas are not accepted; type the value' }],
      },
    ]);
    expect(sut.invalid[0]!.errors).toEqual([
      { column: 'status', message: 'Formulas are not accepted; type the value' },
    ]);
  });
});

describe(checkRow.name, () => {
  it('gathers every problem of a row, not only the first', () => {
    const sut = checkRow('scholars', {
      email: '',
      firstname: 'Juan2',
      lastname: '',
      office: '',
      category: '',
      status: 'retired',
      startDate: '2025-02-30',
      confirmedHours: '',
      termsServed: '-1',
    });
    expect(sut).toEqual({
      errors: [
        { column: 'email', message: 'Email is required' },
        { column: 'firstname', message: 'First name must contain only letters' },
        { column: 'lastname', message: 'Last name must be at least 2 characters long' },
        { column: 'office', message: 'Office is required' },
        { column: 'category', message: 'Category is required' },
        { column: 'status', message: 'Unknown status: use active, inactive or suspended' },
        { column: 'startDate', message: 'Enter the date as YYYY-MM-DD' },
        { column: 'confirmedHours', message: 'Confirmed training hours is required' },
        { column: 'termsServed', message: 'Terms served must not be negative' },
      ],
    });
  });

  it('types a scholar: lower-cased e-mail, the programme, the status, numbers', () => {
    expect(
      checkRow('scholars', {
        email: ' Ana.Reyes@University.EDU.ph ',
        firstname: ' Ma. Clara ',
        lastname: "O'Neil-Reyes",
        office: '  IT   Office ',
        category: 'student  MARSHAL',
        status: 'Suspended',
        startDate: '2024-02-29',
        confirmedHours: '130',
        termsServed: '3.0',
      }),
    ).toEqual({
      value: {
        email: 'ana.reyes@university.edu.ph',
        firstname: 'Ma. Clara',
        lastname: "O'Neil-Reyes",
        officeName: 'IT Office',
        program: 'student_marshal',
        status: 'suspended',
        startedOn: '2024-02-29',
        confirmedHours: 130,
        termsServed: 3,
      },
    });
  });

  it('reads the master list’s SA and SM as the two programmes', () => {
    const [row] = scholarCells(1);
    for (const [category, program] of [
      ['SA', 'student_assistant'],
      ['sm', 'student_marshal'],
    ] as const)
      expect(checkRow('scholars', { ...row!, category })).toMatchObject({ value: { program } });
  });

  it('checks an office: a name, and a code like the seeded ones', () => {
    expect(checkRow('offices', { name: ' Guidance  Office ', code: 'Guidance' })).toEqual({
      value: { name: 'Guidance Office', code: 'guidance' },
    });
    expect(checkRow('offices', { name: '', code: 'student affairs' })).toEqual({
      errors: [
        { column: 'name', message: 'Office name is required' },
        {
          column: 'code',
          message: 'Code must be letters and digits, with hyphens between (e.g. "student-affairs")',
        },
      ],
    });
  });

  it('asks office staff for their office in the invite form’s words', () => {
    expect(
      checkRow('office_staff', {
        email: 'staff@university.edu.ph',
        firstname: 'Jose',
        lastname: 'Rizal',
        office: '',
      }),
    ).toEqual({
      errors: [{ column: 'office', message: 'Choose the office of an office account.' }],
    });
  });

  it('takes a student’s gender from the application form’s list, or none', () => {
    const student = { email: 'a@b.co', firstname: 'Ana', lastname: 'Cruz' };
    expect(checkRow('students', { ...student, gender: ' female ' })).toMatchObject({
      value: { gender: 'Female' },
    });
    expect(checkRow('students', { ...student, gender: '' })).toMatchObject({
      value: { gender: null },
    });
    expect(checkRow('students', { ...student, gender: 'F' })).toEqual({
      errors: [{ column: 'gender', message: 'Gender must be Male, Female or Other' }],
    });
  });
});

/** Names and addresses as people mistype them, made by a script. */
function mistypedPeople(count: number) {
  const random = seededRandom(36);
  const pieces = [
    'Ana',
    'Dela Cruz',
    "O'Neil",
    'Ma.',
    'J',
    '',
    ' ',
    'Jo3',
    'Ñino',
    '-Ana',
    'x'.repeat(51),
  ];
  const addresses = [
    'ana@univ.edu.ph',
    ' ANA@UNIV.EDU.PH ',
    'ana@@univ.edu.ph',
    'ana univ@edu.ph',
    '"ana"@univ.edu.ph',
    'ana@localhost',
    'ana@[127.0.0.1]',
    'Ana <ana@univ.edu.ph>',
    '',
    'ana@univ.edu.ph.',
  ];
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, () => ({
    firstname: pick(pieces),
    lastname: pick(pieces),
    email: pick(addresses),
  }));
}

describe('the same rules as the invite form', () => {
  it('refuses and words names and e-mails as InviteStaffInput does', async () => {
    for (const person of mistypedPeople(120)) {
      const input = plainToInstance(InviteStaffInput, {
        ...person,
        role: 'office',
        officeId: '5f0c1d3e-8a2b-4c6d-9e7f-1a2b3c4d5e6f',
      });
      const product = await validate(input);
      const sut = checkRow('office_staff', { ...person, office: 'Registrar' });
      const ours = 'errors' in sut ? sut.errors : [];
      for (const field of ['firstname', 'lastname', 'email'] as const) {
        const theirs = Object.values(product.find((e) => e.property === field)?.constraints ?? {});
        const mine = ours.find((e) => e.column === field)?.message;
        // Refused by both or neither; when refused, with one of the form's own messages.
        expect({ field, value: person[field], refused: mine !== undefined }).toEqual({
          field,
          value: person[field],
          refused: theirs.length > 0,
        });
        if (mine) expect(theirs).toContain(mine);
      }
    }
  });
});
