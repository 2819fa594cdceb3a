// Data for the applications suite, written straight into the database (the
// API would take minutes for 50,000 applications): students, their
// applications with files, and a staff account. Works with node-postgres and
// PGlite clients alike (both have `query(text, params)`). Names and the form
// come from @sasm/test-data, as in the API tests and browser journeys.
import { FIRST_NAMES, LAST_NAMES, applicationForm, multipartFields } from '@sasm/test-data';

/** Weighted: many closed applications, fewer in the middle of the pipeline; every status occurs. */
const STATUSES = [
  ...Array(3).fill('pending'),
  ...Array(2).fill('under_review'),
  'interview_scheduled',
  'passed_interview',
  'hours_completed',
  ...Array(2).fill('failed_interview'),
  ...Array(4).fill('accepted'),
  ...Array(4).fill('rejected'),
  'withdrawn',
  'on_hold',
];
const POSITIONS = [...Array(3).fill('student_assistant'), ...Array(2).fill('student_marshal')];

/** The password of every account the suite creates. */
export const PASSWORD = 'bench-password-1';
export const STUDENT_DOMAIN = 'students.bench.local';

/** @typedef {{ query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> }} Queryable */

/**
 * `count` students, each with one application (so at most one is active per
 * student), random names from the lists above plus a number in the e-mail,
 * positions and statuses drawn by the weights above, submitted over the last
 * two years, each with a 2x2 photo, a certificate and a parent ID (rows only:
 * a list never reads the bytes). Repeatable: the random generator is seeded.
 * @param {Queryable} db  one connection (the seed is per session)
 * @param {number} count
 */
export async function seedApplications(db, count) {
  const text = (/** @type {readonly string[]} */ values) =>
    `ARRAY[${values.map((value) => `'${value}'`).join(',')}]`;
  const pick = (/** @type {readonly string[]} */ values) =>
    `(${text(values)})[1 + floor(random() * ${values.length})::int]`;
  await db.query('SELECT setseed(0.4242)');
  await db.query(`
    CREATE TEMP TABLE people AS
    SELECT i, gen_random_uuid() AS user_id, gen_random_uuid() AS application_id,
           ${pick(FIRST_NAMES)} AS first_name, ${pick(LAST_NAMES)} AS last_name,
           ${pick(STATUSES)}::application_status AS status,
           ${pick(POSITIONS)}::application_position AS position,
           now() - random() * interval '730 days' AS submitted_at,
           17 + floor(random() * 9)::int AS age
    FROM generate_series(1, ${Number(count)}) AS i`);
  await db.query(`
    INSERT INTO users (id, firstname, lastname, email, password_hash, role, verified, created_at)
    SELECT user_id, first_name, last_name, email, 'not-a-hash', 'student', true, submitted_at
    FROM (SELECT *, lower(replace(first_name, ' ', '') || '.' || replace(last_name, ' ', ''))
                    || i || '@${STUDENT_DOMAIN}' AS email FROM people) AS p`);
  await db.query(`
    INSERT INTO applications (
      id, user_id, position, status, submitted_at, first_name, last_name, email, age,
      citizenship, gender, civil_status, home_address, home_barangay, home_city, home_province,
      baguio_address, baguio_barangay, baguio_city, home_contact, baguio_contact,
      father_name, father_occupation, mother_name, mother_occupation,
      emergency_contact, emergency_contact_number, high_school, high_school_years,
      agreed_to_terms, conformity, parent_guardian_name, parent_consent, hr_comments,
      created_at, updated_at)
    SELECT p.application_id, p.user_id, p.position, p.status, p.submitted_at,
           p.first_name, p.last_name, u.email, p.age,
           'Filipino', CASE WHEN p.i % 2 = 0 THEN 'Female' ELSE 'Male' END, 'Single',
           p.i || ' Rizal Street', 'San Isidro', 'La Trinidad', 'Benguet',
           (p.i % 300) || ' Session Road', 'Session Road Area', 'Baguio City',
           '0917' || lpad((p.i % 10000000)::text, 7, '0'), '0918' || lpad((p.i % 10000000)::text, 7, '0'),
           'Jose ' || p.last_name, 'Farmer', 'Ana ' || p.last_name, 'Teacher',
           'Ana ' || p.last_name, '09181234567', 'Baguio City National High School', '2018-2022',
           true, true, 'Ana ' || p.last_name, true,
           CASE WHEN p.status <> 'pending' THEN 'Reviewed by HR on ' || p.submitted_at::date END,
           p.submitted_at, p.submitted_at
    FROM people AS p JOIN users AS u ON u.id = p.user_id`);
  await db.query(`
    CREATE TEMP TABLE seeded_files AS
    SELECT gen_random_uuid() AS file_id, p.application_id, p.user_id, p.submitted_at, k.kind, k.mime
    FROM people AS p CROSS JOIN (VALUES ('profile_photo', 'image/jpeg'),
      ('certificate', 'application/pdf'), ('parent_id', 'image/png')) AS k(kind, mime)`);
  await db.query(`
    INSERT INTO files (id, owner_id, purpose, original_name, mime, size, sha256, storage_key,
                       created_at, updated_at)
    SELECT file_id, user_id, kind::file_purpose, kind || '.bin', mime, 1048576,
           encode(sha256(file_id::text::bytea), 'hex'),
           encode(sha256((file_id::text || 'key')::bytea), 'hex'), submitted_at, submitted_at
    FROM seeded_files`);
  await db.query(`
    INSERT INTO application_documents (application_id, file_id, kind, position)
    SELECT application_id, file_id, kind::application_document_kind, 0 FROM seeded_files`);
  await db.query('DROP TABLE people, seeded_files');
}

/** The e-mail address of the `n`th student `seedStudents` creates. */
export const studentEmail = (/** @type {number} */ n) => `student${n}@${STUDENT_DOMAIN}`;

/**
 * `count` verified students (`studentEmail(1)`…), all with the password
 * PASSWORD (`passwordHash` is its argon2id hash).
 * @param {Queryable} db
 * @param {number} count
 * @param {string} passwordHash
 */
export async function seedStudents(db, count, passwordHash) {
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified)
     SELECT 'Student', 'No. ' || i, 'student' || i || '@${STUDENT_DOMAIN}', $1, 'student', true
     FROM generate_series(1, $2::int) AS i`,
    [passwordHash, count],
  );
}

/**
 * A verified staff account with the password PASSWORD.
 * @param {Queryable} db
 * @param {string} passwordHash
 * @param {'hr' | 'office' | 'admin'} role
 */
export async function insertStaff(db, passwordHash, role) {
  const email = `${role}@staff.bench.local`;
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified)
     VALUES ('Bench', 'Staff', $1, $2, $3, true)`,
    [email, passwordHash, role],
  );
  return email;
}

/** The text fields of a complete application form, as the spec's client sends them (A§7). */
export const APPLICATION_FIELDS = multipartFields(applicationForm());
