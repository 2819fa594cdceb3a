// Data the HR dashboard reads beyond the analytics suite's: an evaluation of
// every scholar for the current term and the one before (its Satisfaction
// card averages the current term's scores out of the jsonb items).

const ITEMS = `jsonb_build_array(
  jsonb_build_object('criterion', 'attendance', 'rating', 1 + (random() * 4)::int, 'comment', null),
  jsonb_build_object('criterion', 'punctuality', 'rating', 1 + (random() * 4)::int, 'comment', null),
  jsonb_build_object('criterion', 'engagement', 'rating', 1 + (random() * 4)::int, 'comment', null),
  jsonb_build_object('criterion', 'attitude', 'rating', 1 + (random() * 4)::int, 'comment', null),
  jsonb_build_object('criterion', 'performance', 'rating', null, 'comment', null))`;

/**
 * @param {import('pg').Client} db
 * @param {Array<{ term: string, academicYear: string }>} terms
 * @returns {Promise<number>} evaluations inserted
 */
export async function seedEvaluations(db, terms) {
  let inserted = 0;
  for (const { term, academicYear } of terms) {
    const { rowCount } = await db.query(
      `INSERT INTO evaluations (scholar_id, office_id, term, academic_year, items)
       SELECT id, office_id, $1::evaluation_term, $2, ${ITEMS} FROM scholars`,
      [term, academicYear],
    );
    inserted += rowCount ?? 0;
  }
  await db.query('ANALYZE evaluations');
  return inserted;
}
