import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { evaluationInput, evaluationItems, PAST_TERM } from '@sasm/test-data';
import { EVALUATION_RULES } from '../src/modules/evaluations/evaluation-rules.js';
import { EvaluationsService } from '../src/modules/evaluations/evaluations.service.js';
import {
  createOffice,
  deployedTrainee,
  notificationTitles,
  NOTIFICATIONS,
  officeStaff,
} from './support/dtr.js';
import {
  EVALUATION,
  SAVE_EVALUATION,
  SCHOLAR_EVALUATION,
  saveEvaluation,
  type EvaluationView,
} from './support/evaluations.js';
import { signedInClient } from './support/factories.js';
import { moveApplication } from './support/scholars.js';
import { subscribe } from './support/subscriptions.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const RATING = 'Rating must be a whole number from 1 to 5';

describe(`${EvaluationsService.name} (office staff save an evaluation)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let officeId: string;
  let staff: TestClient;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    officeId = (await createOffice(sut, 'Library')).id;
    staff = (await officeStaff(sut, officeId, { firstname: 'Lourdes' })).client;
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
    const trainee = await deployedTrainee(sut, hr, officeId, { firstname: 'Lina' });
    const saved = await saveEvaluation(
      staff,
      evaluationInput(trainee.scholarId, {
        ratings: [5, 4, null, 4, null],
        comments: { attendance: 'Never absent' },
        expectedVersion: 0,
      }),
    );
    expect(saved).toMatchObject({
      firstName: 'Lina',
      officeName: 'Library',
      term: 'first',
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
    const mine = await trainee.client.graphql<{ evaluation: EvaluationView }>(EVALUATION, {
      id: saved.id,
    });
    expect(mine.data!.evaluation.score).toBe(4.3);
  });

  it('updates on a second save over REST, keeping the earlier version in the history', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const first = await saveEvaluation(staff, evaluationInput(trainee.scholarId));
    const colleague = (await officeStaff(sut, officeId, { firstname: 'Rosa' })).client;

    const res = await colleague.put(
      '/api/evaluations',
      evaluationInput(trainee.scholarId, {
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

    const rest = await hr.get(`/api/evaluations/${first.id}`);
    expect(rest.body.evaluation.history).toMatchObject([
      {
        version: 1,
        score: 4,
        remarks: 'Dependable and courteous.',
        evaluatorName: 'Lourdes Staff',
        replacedByName: 'Rosa Staff',
      },
    ]);
    const forTerm = await staff.graphql<{ scholarEvaluation: EvaluationView }>(SCHOLAR_EVALUATION, {
      scholarId: trainee.scholarId,
      ...PAST_TERM,
    });
    expect(forTerm.data!.scholarEvaluation).toMatchObject({ id: first.id, version: 2 });
    const restForTerm = await staff.get(
      `/api/evaluations/scholars/${trainee.scholarId}?term=second&academicYear=2024-2025`,
    );
    expect(restForTerm.status).toBe(200);
    expect(restForTerm.body.evaluation).toBeNull();
  });

  it('answers CONFLICT to a save made on an older version (or on none), and keeps the stored one', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    await saveEvaluation(staff, evaluationInput(trainee.scholarId, { expectedVersion: 0 }));

    const stale = await staff.graphql(SAVE_EVALUATION, {
      input: evaluationInput(trainee.scholarId, { ratings: [1], expectedVersion: 0 }),
    });
    expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(EVALUATION_RULES.changed);
    const rest = await staff.put(
      '/api/evaluations',
      evaluationInput(trainee.scholarId, { ratings: [1], expectedVersion: 3 }),
    );
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(EVALUATION_RULES.changed);

    const stored = await staff.graphql<{ scholarEvaluation: EvaluationView }>(SCHOLAR_EVALUATION, {
      scholarId: trainee.scholarId,
      ...PAST_TERM,
    });
    expect(stored.data!.scholarEvaluation).toMatchObject({ version: 1, score: 4 });
  });

  it('tells the scholar of each save, live, with a link to read it', async () => {
    const trainee = await deployedTrainee(sut, hr, officeId);
    const live = await subscribe(
      sut.url,
      trainee.client,
      'subscription { notificationAdded { title message link } }',
      (d) => d.notificationAdded as { title: string; message: string; link: string },
    );
    const arrived = live.next();
    const saved = await saveEvaluation(staff, evaluationInput(trainee.scholarId));
    expect(await arrived).toEqual({
      title: 'New Evaluation',
      message: 'The Library evaluated your work for First Semester 2024-2025. Score: 4.0.',
      link: `/student-dashboard?evaluation=${saved.id}`,
    });
    const again = live.next();
    await staff.put(
      '/api/evaluations',
      evaluationInput(trainee.scholarId, { ratings: [], remarks: 'Absent' }),
    );
    expect(await again).toMatchObject({
      title: 'Evaluation Updated',
      message: 'The Library updated its evaluation of your work for First Semester 2024-2025.',
    });
    await live.dispose();
    expect(await notificationTitles(trainee.client)).toEqual(
      expect.arrayContaining(['New Evaluation', 'Evaluation Updated']),
    );
    const staffNotices = await staff.graphql<{
      notifications: { items: Array<{ title: string }> };
    }>(NOTIFICATIONS);
    expect(staffNotices.data!.notifications.items.map((n) => n.title)).not.toContain(
      'New Evaluation',
    );
  });

  describe('validation (every message, on its field, on both transports)', () => {
    let scholarId: string;
    beforeAll(async () => {
      scholarId = (await deployedTrainee(sut, hr, officeId)).scholarId;
    });

    it('takes ratings 1 to 5 or blank only', async () => {
      for (const rating of [0, 6]) {
        const refused = await refusal(evaluationInput(scholarId, { ratings: [rating] }));
        expect(refused.fields).toEqual({ 'items.0.rating': RATING });
      }
      const rest = await staff.put('/api/evaluations', {
        ...evaluationInput(scholarId),
        items: [{ criterion: 'punctuality', rating: 2.5 }],
      });
      expect(rest.body.fields).toEqual({ 'items.0.rating': RATING });
    });

    it('limits comments to 1,000 characters and remarks to 2,000', async () => {
      const comment = await refusal(
        evaluationInput(scholarId, { comments: { engagement: 'x'.repeat(1001) } }),
      );
      expect(comment.fields).toEqual({
        'items.2.comment': 'Comment must be at most 1000 characters',
      });
      const remarks = await refusal(evaluationInput(scholarId, { remarks: 'x'.repeat(2001) }));
      expect(remarks.fields).toEqual({ remarks: 'Remarks must be at most 2000 characters' });
    });

    it('needs at least one rating or remarks (comments alone are not enough)', async () => {
      const refused = await refusal(
        evaluationInput(scholarId, {
          ratings: [],
          comments: { attitude: 'Polite' },
          remarks: '   ',
        }),
      );
      expect(refused).toEqual({
        message: 'Rate at least one criterion or write remarks.',
        fields: { items: 'Rate at least one criterion or write remarks.' },
      });
    });

    it('rates each criterion once', async () => {
      const refused = await refusal({
        ...evaluationInput(scholarId),
        items: [
          { criterion: 'attendance', rating: 4 },
          { criterion: 'attendance', rating: 5 },
        ],
      });
      expect(refused.fields).toEqual({ items: 'Each criterion can be rated only once.' });
      const six = await refusal({
        ...evaluationInput(scholarId),
        items: [...evaluationItems([1, 2, 3, 4, 5]), { criterion: 'attitude', rating: 1 }],
      });
      expect(six.fields).toEqual({ items: 'Each criterion can be rated only once.' });
    });

    it('takes an academic year of two consecutive years', async () => {
      const shape = await refusal(evaluationInput(scholarId, { academicYear: '2024/25' }));
      expect(shape.fields).toEqual({ academicYear: 'Academic year must look like 2026-2027' });
      const gap = await refusal(evaluationInput(scholarId, { academicYear: '2024-2026' }));
      expect(gap.fields).toEqual({
        academicYear: 'The academic year must be two consecutive years, like 2026-2027',
      });
      const lookup = await staff.get(
        `/api/evaluations/scholars/${scholarId}?term=first&academicYear=2024`,
      );
      expect(lookup.body.fields).toEqual({
        academicYear: 'Academic year must look like 2026-2027',
      });
    });

    it('refuses a term that has not started', async () => {
      const refused = await refusal(evaluationInput(scholarId, { academicYear: '2098-2099' }));
      expect(refused.fields).toEqual({ term: 'This term has not started yet.' });
    });

    it('names unknown terms, criteria and scholars over REST', async () => {
      const rest = await staff.put('/api/evaluations', {
        ...evaluationInput(scholarId),
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

    it('refuses a trainee whose training ended', async () => {
      const trainee = await deployedTrainee(sut, hr, officeId);
      await moveApplication(hr, trainee.applicationId, [{ status: 'rejected' }]);
      const refused = await refusal(evaluationInput(trainee.scholarId));
      expect(refused.fields).toEqual({
        scholarId: 'This scholar no longer serves at your office.',
      });
    });
  });
});
