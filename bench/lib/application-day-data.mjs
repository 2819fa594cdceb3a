// The programme on application day, written straight into PostgreSQL before
// the server starts taking load: offices with their staff, HR, the year's
// applications, the students who will apply today and the scholars serving.
import { seedApplications, seedStudents, studentEmail } from './applications-data.mjs';

export const officeStaffEmail = (/** @type {number} */ n) => `office${n}@staff.bench.local`;
export const hrEmail = (/** @type {number} */ n) => `hr${n}@staff.bench.local`;
export const scholarEmail = (/** @type {number} */ n) => `scholar${n}@students.bench.local`;
export { studentEmail as applicantEmail };

/**
 * @param {import('./applications-data.mjs').Queryable} db
 * @param {{ offices: number, hr: number, officeStaff: number, applications: number,
 *   applicants: number, scholars: number }} counts
 * @param {string} passwordHash  every account's password (PASSWORD in applications-data.mjs)
 */
export async function seedApplicationDay(db, counts, passwordHash) {
  await db.query(
    `INSERT INTO offices (name, code)
     SELECT 'Day Office ' || o, 'day-' || o FROM generate_series(1, $1::int) AS o`,
    [counts.offices],
  );
  /** The office of the `i`th account, round the offices (their count is parameter `$n`). */
  const officeOf = (/** @type {number} */ n) =>
    `(SELECT id FROM offices WHERE code = 'day-' || (1 + (i - 1) % $${n}::int))`;
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified)
     SELECT 'Human', 'Resources ' || i, 'hr' || i || '@staff.bench.local', $1, 'hr', true
     FROM generate_series(1, $2::int) AS i`,
    [passwordHash, counts.hr],
  );
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified, office_id)
     SELECT 'Office', 'Staff ' || i, 'office' || i || '@staff.bench.local', $1, 'office', true,
            ${officeOf(3)}
     FROM generate_series(1, $2::int) AS i`,
    [passwordHash, counts.officeStaff, counts.offices],
  );
  await seedApplications(db, counts.applications);
  await seedStudents(db, counts.applicants, passwordHash);
  await db.query(
    `CREATE TEMP TABLE day_scholars AS
     SELECT i, gen_random_uuid() AS user_id, gen_random_uuid() AS scholar_id,
            ${officeOf(2)} AS office_id
     FROM generate_series(1, $1::int) AS i`,
    [counts.scholars, counts.offices],
  );
  await db.query(
    `INSERT INTO users (id, firstname, lastname, email, password_hash, role, verified)
     SELECT user_id, 'Scholar', 'Number ' || i, 'scholar' || i || '@students.bench.local', $1,
            'student', true
     FROM day_scholars`,
    [passwordHash],
  );
  await db.query(
    `INSERT INTO scholars (id, user_id, program, stage, status, office_id, started_on)
     SELECT scholar_id, user_id,
            (CASE WHEN i % 3 = 0 THEN 'student_marshal' ELSE 'student_assistant' END)::application_position,
            'scholar', 'active', office_id, current_date - 400
     FROM day_scholars`,
  );
  await db.query(
    `INSERT INTO scholar_assignments (scholar_id, office_id, from_date)
     SELECT scholar_id, office_id, current_date - 400 FROM day_scholars`,
  );
  await db.query('DROP TABLE day_scholars');
  const pending = await db.query(
    `SELECT id FROM applications WHERE status = 'pending' ORDER BY submitted_at`,
  );
  const offices = await db.query(`SELECT id FROM offices WHERE code LIKE 'day-%' ORDER BY code`);
  return {
    pending: pending.rows.map((row) => row.id),
    offices: offices.rows.map((row) => row.id),
  };
}
