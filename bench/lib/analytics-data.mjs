import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

// Data for the analytics suite, straight into PostgreSQL on top of
// seedApplications (50,000 students and applications): the applications'
// audit trail, 5,000 deployed scholars among 20 offices with status changes,
// leave requests with their history, and 1,000,000 DTR rows. Seeded random
// generator: every run measures the same rows.

const STAYS_BACKFILL = new URL(
  '../../server/src/db/migrations/0016_backfill_application_stays.sql',
  import.meta.url,
);

/**
 * @param {import('pg').Client} db
 * @param {{ scholars: number, offices: number, dtrDays: number, leaves: number }} sizes
 */
export async function seedAnalytics(db, { scholars, offices, dtrDays, leaves }) {
  await db.query('SELECT setseed(0.1234)');
  // The audit trail: the submission, then one step per stage the application went through.
  await db.query(`
    INSERT INTO application_events (application_id, from_status, to_status, comment, created_at)
    SELECT id, NULL, 'pending', 'Application submitted', submitted_at FROM applications`);
  await db.query(`
    CREATE TEMP TABLE trail AS
    SELECT a.id, a.status, a.submitted_at,
           a.submitted_at + (1 + random() * 6) * interval '1 day' AS reviewed_at,
           a.submitted_at + (8 + random() * 20) * interval '1 day' AS decided_at
    FROM applications a WHERE a.status <> 'pending'`);
  await db.query(`
    INSERT INTO application_events (application_id, from_status, to_status, comment, created_at)
    SELECT id, 'pending', CASE WHEN status IN ('withdrawn', 'on_hold') THEN status ELSE 'under_review' END,
           NULL, least(reviewed_at, now()) FROM trail`);
  await db.query(`
    INSERT INTO application_events (application_id, from_status, to_status, comment, created_at)
    SELECT id, 'under_review', status, NULL, least(decided_at, now())
    FROM trail WHERE status NOT IN ('under_review', 'withdrawn', 'on_hold')`);
  await db.query(
    `
    INSERT INTO offices (name, code)
    SELECT 'Analytics Office ' || o, 'analytics-' || o FROM generate_series(1, $1::int) AS o`,
    [offices],
  );
  // Scholars: the students of accepted (or still training) applications, 95% active.
  await db.query(
    `CREATE TEMP TABLE deployed AS
     SELECT row_number() OVER (ORDER BY a.id) AS i, gen_random_uuid() AS scholar_id,
            a.id AS application_id, a.user_id, a.position, a.status, a.submitted_at
     FROM applications a WHERE a.status IN ('accepted', 'passed_interview', 'hours_completed')
     ORDER BY a.id LIMIT $1::int`,
    [scholars],
  );
  await db.query(
    `INSERT INTO scholars (id, user_id, application_id, program, stage, status, office_id, started_on)
     SELECT d.scholar_id, d.user_id, d.application_id, d.position,
            (CASE WHEN d.status = 'accepted' THEN 'scholar' ELSE 'trainee' END)::scholar_stage,
            (CASE WHEN d.i % 20 = 0 THEN 'suspended' WHEN d.i % 33 = 0 THEN 'inactive' ELSE 'active' END)::scholar_status,
            (SELECT id FROM offices WHERE code = 'analytics-' || (1 + d.i % $1::int)),
            current_date - 400
     FROM deployed d`,
    [offices],
  );
  await db.query(`
    INSERT INTO scholar_events (scholar_id, field, from_value, to_value, created_at)
    SELECT scholar_id, 'status', 'active',
           CASE WHEN i % 20 = 0 THEN 'suspended' ELSE 'inactive' END,
           now() - random() * interval '60 days'
    FROM deployed WHERE i % 20 = 0 OR i % 33 = 0`);
  // Leave requests over the last 200 days, most decided a few days after filing.
  await db.query(
    `CREATE TEMP TABLE leaves AS
     SELECT gen_random_uuid() AS id, d.scholar_id,
            now() - random() * interval '200 days' AS filed_at, random() AS r
     FROM generate_series(1, $1::int) AS n
     JOIN deployed d ON d.i = 1 + n % (SELECT count(*) FROM deployed)`,
    [leaves],
  );
  await db.query(`
    INSERT INTO leave_requests (id, scholar_id, type, date_from, date_to, name, id_number, status, created_at)
    SELECT id, scholar_id, 'sick', filed_at::date + 3, filed_at::date + 3, 'Bench Scholar', '2024-0001',
           (CASE WHEN filed_at > now() - interval '7 days' THEN 'pending'
                 WHEN r < 0.8 THEN 'approved' ELSE 'disapproved' END)::leave_status, filed_at
    FROM leaves`);
  await db.query(`
    INSERT INTO leave_request_events (leave_request_id, from_status, to_status, created_at)
    SELECT id, NULL, 'pending', filed_at FROM leaves`);
  await db.query(`
    INSERT INTO leave_request_events (leave_request_id, from_status, to_status, created_at)
    SELECT l.id, 'pending', r.status, l.filed_at + interval '2 days'
    FROM leaves l JOIN leave_requests r ON r.id = l.id WHERE r.status <> 'pending'`);
  // The DTR: every scholar, dtrDays duty days (Monday to Saturday) up to yesterday.
  await db.query(
    `INSERT INTO dtr_entries (scholar_id, work_date, in1, out1, in2, out2, worked_minutes, status, confirmed_at)
     SELECT d.scholar_id, w.day, '08:00', '12:00', '13:00', '17:00', 480, 'confirmed', now()
     FROM deployed d CROSS JOIN (
       SELECT day::date AS day FROM generate_series(current_date - 400, current_date - 1, interval '1 day') AS day
       WHERE extract(dow FROM day) <> 0 ORDER BY day DESC LIMIT $1::int) AS w`,
    [dtrDays],
  );
  // The trail is written as a bulk insert, as if before migration 0015: that migration's
  // backfill gives each status change its stay start, timed here on the whole trail.
  const backfillStarted = performance.now();
  await db.query(await readFile(STAYS_BACKFILL, 'utf8'));
  const staysBackfillSeconds = (performance.now() - backfillStarted) / 1000;
  await db.query('DROP TABLE trail, deployed, leaves');
  const { rows } = await db.query(`
    SELECT (SELECT count(*) FROM applications)::int AS applications,
           (SELECT count(*) FROM application_events)::int AS events,
           (SELECT count(*) FROM scholars)::int AS scholars,
           (SELECT count(*) FROM leave_requests)::int AS leaves,
           (SELECT count(*) FROM dtr_entries)::int AS dtr`);
  await db.query('VACUUM ANALYZE');
  return /** @type {{ applications: number, events: number, scholars: number, leaves: number, dtr: number, staysBackfillSeconds: number }} */ ({
    ...rows[0],
    staysBackfillSeconds: Number(staysBackfillSeconds.toFixed(1)),
  });
}

/**
 * The people of the suite's concurrent part, on top of seedAnalytics: `hr`
 * HR accounts (`hrEmail(1)`…) and `scholars` active scholars who may sign in
 * to save a DTR day, all with the password of `passwordHash`; what they act
 * on: the pending applications (oldest first), the offices, and the day the
 * scholars save (today: the seed's DTR ends yesterday).
 * @param {import('pg').Client} db
 * @param {{ hr: number, scholars: number }} counts
 * @param {string} passwordHash
 */
export async function seedAnalyticsPeople(db, counts, passwordHash) {
  await db.query(
    `INSERT INTO users (firstname, lastname, email, password_hash, role, verified)
     SELECT 'Human', 'Resources ' || i, 'hr' || i || '@staff.bench.local', $1, 'hr', true
     FROM generate_series(1, $2::int) AS i`,
    [passwordHash, counts.hr],
  );
  const scholars = await db.query(
    `UPDATE users SET password_hash = $1
     WHERE id IN (SELECT user_id FROM scholars WHERE status = 'active' ORDER BY id LIMIT $2::int)
     RETURNING email`,
    [passwordHash, counts.scholars],
  );
  const pending = await db.query(
    `SELECT id FROM applications WHERE status = 'pending' ORDER BY submitted_at`,
  );
  const offices = await db.query(`SELECT id FROM offices ORDER BY code`);
  const today = await db.query(`SELECT to_char(current_date, 'YYYY-MM-DD') AS day`);
  return {
    scholarEmails: scholars.rows.map((row) => String(row.email)),
    pending: pending.rows.map((row) => String(row.id)),
    offices: offices.rows.map((row) => String(row.id)),
    today: String(today.rows[0].day),
  };
}
