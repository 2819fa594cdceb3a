import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { evaluationInput, evaluationItems, PAST_TERM } from '@sasm/test-data';
import type { PubSubEngine } from 'graphql-subscriptions';
import { EVALUATION_RULES } from '../../src/modules/evaluations/evaluation-rules.js';
import {
  EvaluationsService,
  type EvaluationRecord,
} from '../../src/modules/evaluations/evaluations.service.js';
import type { SaveEvaluationInput } from '../../src/modules/evaluations/evaluations.types.js';
import { notificationAddedTopic } from '../../src/modules/notifications/notification-topics.js';
import type { User } from '../../src/modules/users/users.table.js';
import { PUB_SUB } from '../../src/pubsub/pubsub.module.js';
import { createUser } from '../support/factories.js';
import { createOffice } from '../support/scholars.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { moveApplication, newTrainee, notificationsOf, type MediumTrainee } from './factories.js';
import { refusalOf } from './refusals.js';

type Overrides = Parameters<typeof evaluationInput>[1];

describe(`${EvaluationsService.name} (services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: EvaluationsService;
  let hr: User;
  let library: { id: string };
  let registrar: { id: string };
  let libraryStaff: User;
  let registrarStaff: User;
  /** Staff of the Library, whose trainees the saving tests evaluate (apart from Lina and Rita's). */
  let staff: User;
  let officeId: string;
  let lina: MediumTrainee;
  let rita: MediumTrainee;
  let linaEvaluation: EvaluationRecord;
  let ritaEvaluation: EvaluationRecord;

  /** `staff`'s save of the scholar's evaluation (the form of @sasm/test-data with `overrides`). */
  const save = (staff: User, scholarId: string, overrides: Overrides = {}) =>
    sut.save(staff, evaluationInput(scholarId, overrides) as SaveEvaluationInput);

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<EvaluationsService>(EvaluationsService);
    hr = await createUser(ctx, { role: 'hr' });
    library = await createOffice(ctx, 'Main Library');
    registrar = await createOffice(ctx, 'Registrar');
    libraryStaff = await createUser(ctx, { role: 'office', officeId: library.id });
    registrarStaff = await createUser(ctx, { role: 'office', officeId: registrar.id });
    lina = await newTrainee(ctx, hr, library.id, { firstname: 'Lina', lastname: 'Abad' });
    rita = await newTrainee(ctx, hr, registrar.id, { firstname: 'Rita', lastname: 'Bello' });
    officeId = (await createOffice(ctx, 'Library')).id;
    staff = await createUser(ctx, {
      role: 'office',
      officeId,
      firstname: 'Lourdes',
      lastname: 'Staff',
    });
    linaEvaluation = await save(libraryStaff, lina.scholarId);
    ritaEvaluation = await save(registrarStaff, rita.scholarId, { ratings: [2, 3] });
  });

  afterAll(() => ctx.close());

  /** A new trainee of the Library's, for a save of its own. */
  const trainee = () => newTrainee(ctx, hr, officeId);
  const ids = (rows: EvaluationRecord[]) => rows.map((row) => row.id);
  const list = async (viewer: User, filter: Record<string, unknown> = {}) =>
    (await sut.list(viewer, filter, { page: 1, limit: 100 })).items;

  describe('saving', () => {
    it('updates on a second save, keeping the earlier version in the history', async () => {
      const { scholarId } = await trainee();
      const first = await save(staff, scholarId);
      const colleague = await createUser(ctx, {
        role: 'office',
        officeId,
        firstname: 'Rosa',
        lastname: 'Staff',
      });

      const second = await save(colleague, scholarId, {
        ratings: [3, 3],
        remarks: 'Slipping',
        expectedVersion: 1,
      });

      expect(second).toMatchObject({
        id: first.id,
        version: 2,
        score: 3,
        remarks: 'Slipping',
        evaluatorName: 'Rosa Staff',
      });
      expect(await sut.history(first.id)).toMatchObject([
        {
          version: 1,
          score: 4,
          remarks: 'Dependable and courteous.',
          evaluatorName: 'Lourdes Staff',
          replacedByName: 'Rosa Staff',
        },
      ]);
      expect(await sut.forTerm(staff, { scholarId, ...PAST_TERM })).toMatchObject({
        id: first.id,
        version: 2,
      });
      const secondTerm = { scholarId, term: 'second', academicYear: '2024-2025' } as const;
      expect(await sut.forTerm(staff, secondTerm)).toBeNull();
    });

    it('answers CONFLICT to a save made on an older version (or on none), and keeps the stored one', async () => {
      const { scholarId } = await trainee();
      await save(staff, scholarId, { expectedVersion: 0 });

      for (const expectedVersion of [0, 3])
        expect(await refusalOf(save(staff, scholarId, { ratings: [1], expectedVersion }))).toEqual({
          code: 'CONFLICT',
          message: EVALUATION_RULES.changed,
        });

      expect(await sut.forTerm(staff, { scholarId, ...PAST_TERM })).toMatchObject({
        version: 1,
        score: 4,
      });
    });

    it('tells the scholar of each save, live, with a link to read it', async () => {
      const student = await trainee();
      const pubSub = ctx.get<PubSubEngine>(PUB_SUB);
      const heard: Array<{ title: string; message: string; link: string }> = [];
      const subscription = await pubSub.subscribe(
        notificationAddedTopic(student.user.id),
        (row: { title: string; message: string; link: string }) => heard.push(row),
        {},
      );

      const saved = await save(staff, student.scholarId);
      await save(staff, student.scholarId, { ratings: [], remarks: 'Absent' });
      pubSub.unsubscribe(subscription);

      expect(heard).toMatchObject([
        {
          title: 'New Evaluation',
          message: 'The Library evaluated your work for First Semester 2024-2025. Score: 4.0.',
          link: `/student-dashboard?evaluation=${saved.id}`,
        },
        {
          title: 'Evaluation Updated',
          message: 'The Library updated its evaluation of your work for First Semester 2024-2025.',
        },
      ]);
      const staffTitles = (await notificationsOf(ctx, staff)).map((n) => n.title);
      expect(staffTitles).not.toContain('New Evaluation');
    });
  });

  describe('the rules of a save (every message, on its field)', () => {
    let scholarId: string;
    beforeAll(async () => {
      scholarId = (await trainee()).scholarId;
    });

    const refused = (input: object) => refusalOf(sut.save(staff, input as SaveEvaluationInput));

    it('needs at least one rating or remarks (comments alone are not enough)', async () => {
      expect(
        await refused(
          evaluationInput(scholarId, {
            ratings: [],
            comments: { attitude: 'Polite' },
            remarks: null,
          }),
        ),
      ).toEqual({
        code: 'BAD_USER_INPUT',
        message: EVALUATION_RULES.empty,
        fields: { items: EVALUATION_RULES.empty },
      });
    });

    it('rates each criterion once', async () => {
      const twice = [
        { criterion: 'attendance', rating: 4 },
        { criterion: 'attendance', rating: 5 },
      ];
      const six = [...evaluationItems([1, 2, 3, 4, 5]), { criterion: 'attitude', rating: 1 }];
      for (const items of [twice, six])
        expect((await refused({ ...evaluationInput(scholarId), items })).fields).toEqual({
          items: EVALUATION_RULES.duplicate,
        });
    });

    it('takes an academic year of two consecutive years', async () => {
      const year = (academicYear: string) => evaluationInput(scholarId, { academicYear });
      expect((await refused(year('2024/25'))).fields).toEqual({
        academicYear: EVALUATION_RULES.yearFormat,
      });
      expect((await refused(year('2024-2026'))).fields).toEqual({
        academicYear: EVALUATION_RULES.yearConsecutive,
      });
      const lookup = await refusalOf(
        sut.forTerm(staff, { scholarId, term: 'first', academicYear: '2024' }),
      );
      expect(lookup.fields).toEqual({ academicYear: EVALUATION_RULES.yearFormat });
    });

    it('refuses a term that has not started', async () => {
      expect(
        (await refused(evaluationInput(scholarId, { academicYear: '2098-2099' }))).fields,
      ).toEqual({
        term: EVALUATION_RULES.futureTerm,
      });
    });

    it('refuses a trainee whose training ended', async () => {
      const ended = await trainee();
      await moveApplication(ctx, hr, ended.applicationId, ['rejected']);

      expect((await refusalOf(save(staff, ended.scholarId))).fields).toEqual({
        scholarId: EVALUATION_RULES.ended,
      });
    });
  });

  describe('who sees and evaluates whom', () => {
    it("keeps another office's scholars from office staff: not found, to read or to evaluate", async () => {
      const notFound = { code: 'NOT_FOUND', message: 'Scholar not found' };
      expect(
        await refusalOf(save(libraryStaff, rita.scholarId, { academicYear: '2023-2024' })),
      ).toEqual(notFound);
      expect(await refusalOf(sut.get(libraryStaff, ritaEvaluation.id))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        await refusalOf(sut.forTerm(libraryStaff, { scholarId: rita.scholarId, ...PAST_TERM })),
      ).toEqual(notFound);

      const own = ids(await list(libraryStaff));
      expect(own).toContain(linaEvaluation.id);
      expect(own).not.toContain(ritaEvaluation.id);
      expect(await list(libraryStaff, { officeId: registrar.id })).toEqual([]);
      expect(ids(await list(registrarStaff))).toEqual([ritaEvaluation.id]);
    });

    it('lets a student read their own evaluations only', async () => {
      expect(await sut.mine(lina.user)).toMatchObject([
        { id: linaEvaluation.id, officeName: 'Main Library', term: 'first', score: 4 },
      ]);
      expect(await refusalOf(sut.get(lina.user, ritaEvaluation.id))).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('lets HR read every office but not evaluate', async () => {
      expect(ids(await list(hr))).toEqual(
        expect.arrayContaining([linaEvaluation.id, ritaEvaluation.id]),
      );
      expect(await sut.get(hr, ritaEvaluation.id)).toMatchObject({
        officeName: 'Registrar',
        score: 2.5,
      });
      expect(await refusalOf(save(hr, rita.scholarId))).toMatchObject({ code: 'FORBIDDEN' });
    });

    it('filters by name or office (case-insensitive), scholarship, office and term', async () => {
      const names = async (filter: Record<string, unknown>) =>
        (await list(hr, filter)).map((e) => e.firstName).sort();
      expect(await names({ search: 'lina abad' })).toEqual(['Lina']);
      expect(await names({ search: 'MAIN LIB' })).toEqual(['Lina']);
      expect(await names({ search: 'registrar' })).toEqual(['Rita']);
      expect(await names({ search: 'bello', program: 'student_assistant' })).toEqual(['Rita']);
      expect(await names({ officeId: registrar.id })).toEqual(['Rita']);
      expect(await names({ program: 'student_marshal' })).toEqual([]);
      expect(await names({ program: 'student_assistant', officeId: library.id })).toEqual(['Lina']);
      expect(await names({ term: 'second' })).toEqual([]);
    });

    it('names a bad filter on its field', async () => {
      expect((await refusalOf(list(hr, { search: 'x'.repeat(101) }))).fields).toEqual({
        search: 'Search must be at most 100 characters',
      });
      expect((await refusalOf(list(hr, { academicYear: '2024-2026' }))).fields).toEqual({
        academicYear: EVALUATION_RULES.yearConsecutive,
      });
    });
  });
});
