// Evaluations' transport: both transports' answers and errors, the input's validation, the lists'
// query strings and the CSV. The rules (versions and their history, conflicts, the save's own
// rules, who reads and evaluates whom, filters, the scholar's notices) are checked on the service
// in test/medium/evaluations.test.ts; who may call each operation in test/access-*.test.ts.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { evaluationInput, PAST_TERM } from '@sasm/test-data';
import { EVALUATION_RULES } from '../src/modules/evaluations/evaluation-rules.js';
import { EvaluationsService } from '../src/modules/evaluations/evaluations.service.js';
import type { User } from '../src/modules/users/users.table.js';
import { newTrainee, type MediumTrainee } from './medium/factories.js';
import { createOffice, officeStaff } from './support/dtr.js';
import {
  EVALUATION,
  SAVE_EVALUATION,
  saveEvaluation,
  type EvaluationView,
} from './support/evaluations.js';
import { createUser, DEFAULT_PASSWORD, signIn } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const RATING = 'Rating must be a whole number from 1 to 5';

type Trainee = MediumTrainee & { client: TestClient };

describe(`${EvaluationsService.name} over GraphQL and REST`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let library: { id: string };
  let staff: TestClient;
  /** Evaluated once, for the lists and the CSV. */
  let lina: Trainee;
  let linaEvaluation: EvaluationView;
  /** Evaluated by the saving tests, each for an academic year of its own. */
  let sam: Trainee;

  /** A trainee of the Library made on the services (no transport is under test there), signed in. */
  async function trainee(hrUser: User, names: { firstname: string; lastname: string }) {
    const made = await newTrainee(sut, hrUser, library.id, names);
    const client = sut.client();
    await signIn(client, { email: made.user.email, password: DEFAULT_PASSWORD });
    return { ...made, client };
  }

  beforeAll(async () => {
    sut = await createTestApp();
    const hrUser = await createUser(sut, { role: 'hr' });
    hr = sut.client();
    await signIn(hr, hrUser);
    library = await createOffice(sut, 'Main Library');
    staff = (await officeStaff(sut, library.id, { firstname: 'Lourdes' })).client;
    lina = await trainee(hrUser, { firstname: 'Lina', lastname: 'Abad' });
    sam = await trainee(hrUser, { firstname: 'Sam', lastname: 'Cruz' });
    linaEvaluation = await saveEvaluation(staff, evaluationInput(lina.scholarId));
  });

  afterAll(() => sut.close());

  /** The field errors of a refused save, on both transports (which must agree). */
  async function refusal(input: object) {
    const graphql = await staff.graphql(SAVE_EVALUATION, { input });
    const rest = await staff.put('/api/evaluations', input);
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual(graphql.errors?.[0]?.extensions?.fields);
    return { message: graphql.errors![0]!.message, fields: rest.body.fields };
  }

  it('saves a first evaluation over GraphQL with its score, and the scholar reads it', async () => {
    const saved = await saveEvaluation(
      staff,
      evaluationInput(sam.scholarId, {
        term: 'second',
        ratings: [5, 4, null, 4, null],
        comments: { attendance: 'Never absent' },
        expectedVersion: 0,
      }),
    );
    expect(saved).toMatchObject({
      firstName: 'Sam',
      officeName: 'Main Library',
      term: 'second',
      academicYear: '2024-2025',
      score: 4.3,
      version: 1,
      evaluatorName: 'Lourdes Staff',
      remarks: 'Dependable and courteous.',
      history: [],
    });
    expect((saved.items as unknown[])[0]).toEqual({
      criterion: 'attendance',
      rating: 5,
      comment: 'Never absent',
    });
    const mine = await sam.client.graphql<{ evaluation: EvaluationView }>(EVALUATION, {
      id: saved.id,
    });
    expect(mine.data!.evaluation.score).toBe(4.3);
  });

  it('answers a save over REST in the spec’s shape, and reads it back with its history', async () => {
    const year = { academicYear: '2023-2024' };
    const first = await saveEvaluation(staff, evaluationInput(sam.scholarId, year));
    const colleague = (await officeStaff(sut, library.id, { firstname: 'Rosa' })).client;

    const res = await colleague.put(
      '/api/evaluations',
      evaluationInput(sam.scholarId, {
        ...year,
        ratings: [3, 3],
        remarks: 'Slipping',
        expectedVersion: 1,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Evaluation saved.');
    expect(res.body.evaluation).toMatchObject({
      _id: first.id,
      id: first.id,
      version: 2,
      score: 3,
      remarks: 'Slipping',
      evaluatorName: 'Rosa Staff',
    });

    const one = await hr.get(`/api/evaluations/${first.id}`);
    expect(one.body.evaluation.history).toMatchObject([
      { version: 1, score: 4, evaluatorName: 'Lourdes Staff', replacedByName: 'Rosa Staff' },
    ]);
    const forTerm = await staff.get(
      `/api/evaluations/scholars/${sam.scholarId}?term=first&academicYear=2023-2024`,
    );
    expect(forTerm.body.evaluation).toMatchObject({ _id: first.id, version: 2 });
    const none = await staff.get(
      `/api/evaluations/scholars/${sam.scholarId}?term=second&academicYear=2023-2024`,
    );
    expect(none.status).toBe(200);
    expect(none.body.evaluation).toBeNull();
  });

  it('answers CONFLICT to a save made on an older version, 409 over REST', async () => {
    const year = { academicYear: '2022-2023' };
    await saveEvaluation(staff, evaluationInput(sam.scholarId, { ...year, expectedVersion: 0 }));

    const stale = await staff.graphql(SAVE_EVALUATION, {
      input: evaluationInput(sam.scholarId, { ...year, ratings: [1], expectedVersion: 0 }),
    });
    const rest = await staff.put(
      '/api/evaluations',
      evaluationInput(sam.scholarId, { ...year, ratings: [1], expectedVersion: 3 }),
    );

    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(EVALUATION_RULES.changed);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(EVALUATION_RULES.changed);
  });

  describe('validation (every message of the input, on its field, on both transports)', () => {
    it('answers a save with nothing said (blank remarks) with its field', async () => {
      const refused = await refusal(
        evaluationInput(sam.scholarId, {
          ratings: [],
          comments: { attitude: 'Polite' },
          remarks: '   ',
        }),
      );
      expect(refused).toEqual({
        message: EVALUATION_RULES.empty,
        fields: { items: EVALUATION_RULES.empty },
      });
    });

    it('takes ratings 1 to 5 or blank only', async () => {
      for (const rating of [0, 6]) {
        const refused = await refusal(evaluationInput(sam.scholarId, { ratings: [rating] }));
        expect(refused.fields).toEqual({ 'items.0.rating': RATING });
      }
      const rest = await staff.put('/api/evaluations', {
        ...evaluationInput(sam.scholarId),
        items: [{ criterion: 'punctuality', rating: 2.5 }],
      });
      expect(rest.body.fields).toEqual({ 'items.0.rating': RATING });
    });

    it('limits comments to 1,000 characters and remarks to 2,000', async () => {
      const comment = await refusal(
        evaluationInput(sam.scholarId, { comments: { engagement: 'x'.repeat(1001) } }),
      );
      expect(comment.fields).toEqual({
        'items.2.comment': 'Comment must be at most 1000 characters',
      });
      const remarks = await refusal(evaluationInput(sam.scholarId, { remarks: 'x'.repeat(2001) }));
      expect(remarks.fields).toEqual({ remarks: 'Remarks must be at most 2000 characters' });
    });

    it('names unknown terms, criteria and scholars over REST', async () => {
      const rest = await staff.put('/api/evaluations', {
        ...evaluationInput(sam.scholarId),
        term: 'summer',
        items: [{ criterion: 'charm', rating: 5 }],
      });
      expect(rest.status).toBe(400);
      expect(rest.body.fields).toEqual({
        term: 'Choose the term',
        'items.0.criterion': 'Unknown criterion',
      });
      const scholar = await refusal(evaluationInput('not-an-id'));
      expect(scholar.fields).toEqual({ scholarId: 'Scholar not found' });
    });
  });

  describe('lists', () => {
    it('filters over REST from the query string, with the spec’s pagination shape', async () => {
      const res = await hr.get(
        `/api/evaluations?search=abad&program=student_assistant&officeId=${library.id}&term=first&academicYear=${PAST_TERM.academicYear}&page=1`,
      );
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(1);
      expect(res.body.items[0]).toMatchObject({
        _id: linaEvaluation.id,
        firstName: 'Lina',
        score: 4,
      });
      expect(res.body.pagination).toMatchObject({ currentPage: 1, totalItems: 1 });
    });

    it('answers a student’s own over REST', async () => {
      const res = await lina.client.get('/api/evaluations/me');
      expect(res.status).toBe(200);
      expect(res.body.evaluations).toMatchObject([
        { _id: linaEvaluation.id, officeName: 'Main Library', score: 4 },
      ]);
    });

    it('names a bad filter on its field', async () => {
      const office = await hr.get('/api/evaluations?officeId=library');
      expect(office.status).toBe(400);
      expect(office.body.fields).toEqual({ officeId: 'Office not found' });
      const program = await hr.get('/api/evaluations?program=dean');
      expect(program.status).toBe(400);
    });

    it('exports the filtered list as CSV, one column per criterion', async () => {
      const res = await hr.get(
        `/api/evaluations/export.csv?officeId=${library.id}&search=abad&term=first`,
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('Evaluations.csv');
      const lines = res.text.trim().split('\r\n');
      expect(lines[0]).toBe(
        'Student,E-mail,Scholarship,Office,Term,Academic Year,Attendance,Punctuality,Engagement,Attitude,Performance,Score,Remarks,Evaluator,Submitted',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(
        'Lina Abad,' +
          `${lina.user.email},Student Assistant,Main Library,First Semester,2024-2025,5,4,4,3,,4.0,Dependable and courteous.`,
      );
    });

    it('gives the current term for the form', async () => {
      const res = await staff.graphql<{
        currentAcademicTerm: { term: string; academicYear: string; label: string };
      }>('{ currentAcademicTerm { term academicYear label } }');
      const { term, academicYear, label } = res.data!.currentAcademicTerm;
      expect(['first', 'second', 'short']).toContain(term);
      expect(academicYear).toMatch(/^\d{4}-\d{4}$/);
      expect(label).toContain(academicYear);
      const rest = await staff.get('/api/evaluations/current-term');
      expect(rest.body.term).toEqual({ term, academicYear, label });
    });
  });
});
