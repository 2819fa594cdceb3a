// A programme's spreadsheets as a university keeps them, made by script for
// the import suite: its offices, and its scholars with what a real sheet has
// (names with spaces, "Ma." and ñ, e-mails typed in capitals or pasted with
// spaces around, office names in another case, "SA" for Student Assistant,
// "Active" for active), every row one the importer accepts. The files are
// written by the server's own sample writers (import-samples.ts): messy
// headers, a byte-order mark, CRLF and blank rows after the data in the CSV;
// typed dates and numbers and formatted blank rows in the workbook.
import { createHash } from 'node:crypto';
import { FIRST_NAMES, LAST_NAMES } from '@sasm/test-data';
import { importServerModule } from './services.mjs';

/** Offices a Philippine state university deploys its student assistants and marshals to. */
const OFFICE_NAMES = [
  ['Office of the University Registrar', 'registrar'],
  ['University Library', 'library'],
  ['Accounting Office', 'accounting'],
  ["Cashier's Office", 'cashier'],
  ['Office of Student Affairs and Services', 'osas'],
  ['Guidance and Counseling Office', 'guidance'],
  ['Management Information Systems Office', 'mis'],
  ['Human Resource Management Office', 'hrmo'],
  ['Budget Office', 'budget'],
  ['Supply and Property Management Office', 'supply'],
  ['Procurement Office', 'procurement'],
  ['University Health Services', 'clinic'],
  ['Office of Admissions', 'admissions'],
  ['Scholarships and Financial Assistance Office', 'scholarships'],
  ['Office of the President', 'president'],
  ['Office of the Vice President for Academic Affairs', 'vpaa'],
  ['Office of the Vice President for Administration', 'vpa'],
  ['Research and Development Office', 'research'],
  ['Extension Services Office', 'extension'],
  ['Public Affairs and Information Office', 'public-affairs'],
  ['Sports Development Office', 'sports'],
  ['Culture and Arts Office', 'culture-arts'],
  ['National Service Training Program Office', 'nstp'],
  ['Campus Security Office', 'security'],
  ['Physical Plant and Facilities Office', 'facilities'],
  ['Quality Assurance Office', 'quality'],
  ['Alumni Relations Office', 'alumni'],
  ['International Affairs Office', 'international'],
  ['Gender and Development Office', 'gad'],
  ['Records Management Office', 'records'],
  ['College of Engineering', 'coe'],
  ['College of Education', 'coed'],
  ['College of Arts and Sciences', 'cas'],
  ['College of Business and Accountancy', 'cba'],
  ['College of Nursing', 'con'],
  ['College of Agriculture', 'cag'],
  ['College of Information and Computing Sciences', 'cics'],
  ['Graduate School', 'graduate'],
  ['Laboratory High School', 'lhs'],
  ['University Museum', 'museum'],
];

/** Names the shared lists lack: compound first names, "Ma.", the ñ and particles of surnames. */
const MORE_FIRST = [
  'Mark Anthony',
  'John Paul',
  'Ma. Theresa',
  'Jan Michael',
  'Niño',
  'Ma. Cristina',
];
const MORE_LAST = ['De Guzman', 'Peñaflor', 'Sto. Domingo', 'De los Reyes', 'Ibañez', 'Dalisay'];
const FIRST = [...FIRST_NAMES, ...MORE_FIRST];
const LAST = [...LAST_NAMES, ...MORE_LAST];

/** As the importer keeps them (import-fields.ts): the file's words for each. */
const CATEGORY_KEY = {
  'student assistant': 'student_assistant',
  'student marshal': 'student_marshal',
  sa: 'student_assistant',
  sm: 'student_marshal',
};

/**
 * `count` offices (up to the 40 above; numbered branches beyond), as the
 * offices kind's cells.
 * @param {number} count
 */
export function officeCells(count) {
  return Array.from({ length: count }, (_, i) => {
    const [name, code] = OFFICE_NAMES[i % OFFICE_NAMES.length];
    const round = Math.floor(i / OFFICE_NAMES.length);
    return round === 0
      ? { name, code }
      : { name: `${name} (Annex ${round})`, code: `${code}-annex-${round}` };
  });
}

/** "Peñaflor" → "penaflor", "Sto. Domingo" → "stodomingo": a university's e-mail addresses. */
const asciiWord = (/** @type {string} */ text) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/** YYYY-MM-DD of a UTC day `days` before today. */
const daysAgo = (/** @type {number} */ days) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * @typedef {object} ScholarRecord  one scholar as the database should hold it after the import
 * @property {string} email
 * @property {string} firstname
 * @property {string} lastname
 * @property {string} officeCode
 * @property {string} program
 * @property {string} status
 * @property {string} startedOn
 * @property {number} minutes
 * @property {number} terms
 */

/**
 * `count` scholars of `offices` as the scholars kind's cells, as a programme's
 * sheet has them (all valid), with what each should become in the database.
 * @param {number} count
 * @param {Array<{ name: string, code: string }>} offices
 * @param {number} [seed]
 */
export async function scholarRows(count, offices, seed = 36) {
  // The server's seeded generator (mulberry32): the same seed, the same spreadsheet.
  const { seededRandom } = await importServerModule('modules/imports/import-samples.js');
  /** @type {() => number} */
  const random = seededRandom(seed);
  const pick = (/** @type {readonly string[]} */ list) => list[Math.floor(random() * list.length)];
  const chance = (/** @type {number} */ p) => random() < p;
  /** @type {Map<string, number>} */
  const taken = new Map();
  /** @type {Array<Record<string, string>>} */
  const cells = [];
  /** @type {ScholarRecord[]} */
  const records = [];
  for (let i = 0; i < count; i++) {
    const firstname = pick(FIRST);
    const lastname = pick(LAST);
    // maria.delacruz@, then maria.delacruz2@ for the next Maria Dela Cruz.
    const local = `${asciiWord(firstname.split(' ')[0])}.${asciiWord(lastname)}`;
    const seen = (taken.get(local) ?? 0) + 1;
    taken.set(local, seen);
    const email = `${local}${seen > 1 ? seen : ''}@university.edu.ph`;
    const office = offices[Math.floor(random() * offices.length)];
    const marshal = chance(0.3);
    const category = marshal
      ? pick(['Student Marshal', 'Student Marshal', 'STUDENT MARSHAL', 'SM'])
      : pick(['Student Assistant', 'Student Assistant', 'student assistant', 'SA']);
    const status = chance(0.85) ? 'active' : chance(0.65) ? 'inactive' : 'suspended';
    // Deployed within the last four years, about a term every five months; the confirmed
    // training hours count toward the 130 a trainee serves, so most who served a term have them.
    const days = 30 + Math.floor(random() * 1430);
    const startedOn = daysAgo(days);
    const terms = Math.floor(days / 150);
    const hours =
      terms === 0
        ? Math.floor(random() * 260) / 2
        : chance(0.7)
          ? 130
          : 130 + Math.floor(random() * 140) / 2;
    cells.push({
      // Typed in capitals, pasted with spaces around.
      email: chance(0.2)
        ? email.replace(/^./, (c) => c.toUpperCase()).replace('university', 'University')
        : chance(0.1)
          ? ` ${email.toUpperCase()} `
          : email,
      firstname: chance(0.05) ? `${firstname} ` : firstname,
      lastname: chance(0.03) ? ` ${lastname}` : lastname,
      // The office's name in another case, with a double space, or its code.
      office: chance(0.05)
        ? office.name.toLowerCase()
        : chance(0.05)
          ? `${office.name.replace(' ', '  ')} `
          : chance(0.05)
            ? office.code
            : office.name,
      category,
      status: chance(0.2) ? status[0].toUpperCase() + status.slice(1) : status,
      startDate: startedOn,
      confirmedHours: String(hours),
      termsServed: String(terms),
    });
    records.push({
      email,
      firstname,
      lastname,
      officeCode: office.code,
      program: CATEGORY_KEY[/** @type {keyof typeof CATEGORY_KEY} */ (category.toLowerCase())],
      status,
      startedOn,
      minutes: Math.round(hours * 60),
      terms,
    });
  }
  return { cells, records };
}

/**
 * One line per scholar, by e-mail, the way `SCHOLARS_DIGEST_SQL` writes it:
 * what the import should leave in the database, to compare digests.
 * @param {ScholarRecord[]} records
 */
export function scholarsDigest(records) {
  const lines = records
    .map((r) =>
      [
        r.email,
        r.firstname,
        r.lastname,
        r.officeCode,
        r.program,
        r.status,
        r.startedOn,
        r.minutes,
        r.terms,
      ].join('|'),
    )
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('md5').update(lines.join('\n')).digest('hex');
}

/** The same digest of the scholars in the database, with its counts. */
export const SCHOLARS_DIGEST_SQL = `
  SELECT count(*)::int AS scholars,
         count(DISTINCT u.id)::int AS accounts,
         md5(string_agg(concat_ws('|', u.email, u.firstname, u.lastname, o.code, s.program,
                                  s.status, s.started_on, s.imported_minutes, s.imported_terms),
                        E'\\n' ORDER BY concat_ws('|', u.email, u.firstname, u.lastname, o.code,
                                  s.program, s.status, s.started_on, s.imported_minutes,
                                  s.imported_terms) COLLATE "C")) AS digest,
         (SELECT count(*)::int FROM users WHERE role = 'student') AS students
  FROM scholars AS s JOIN users AS u ON u.id = s.user_id JOIN offices AS o ON o.id = s.office_id`;

/**
 * The programme's files: the offices as CSV, the scholars as CSV and as
 * .xlsx, written by the server's sample writers as real sheets come.
 * @param {Array<Record<string, string>>} offices
 * @param {Array<Record<string, string>>} scholars
 */
export async function programmeFiles(offices, scholars) {
  const { sampleCsv, sampleXlsx } = await importServerModule('modules/imports/import-samples.js');
  return {
    offices: sampleCsv('offices', offices, { bom: true }),
    csv: sampleCsv('scholars', scholars, {
      messyHeaders: true,
      bom: true,
      lineEnd: '\r\n',
      trailingBlankRows: 3,
    }),
    xlsx: await sampleXlsx('scholars', scholars, { messyHeaders: true, trailingBlankRows: 3 }),
  };
}
