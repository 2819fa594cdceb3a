import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { evaluationInput, PAST_TERM } from '@sasm/test-data';
import { EvaluationsService } from '../src/modules/evaluations/evaluations.service.js';
import { createOffice, deployedTrainee, officeStaff, type Trainee } from './support/dtr.js';
import {
  EVALUATION,
  EVALUATIONS,
  MY_EVALUATIONS,
  SAVE_EVALUATION,
  SCHOLAR_EVALUATION,
  saveEvaluation,
  type EvaluationView,
} from './support/evaluations.js';
import { signedInClient } from './support/factories.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

interface ListItem {
  id: string;
  firstName: string;
  officeName: string;
  program: string;
  score: number | null;
}

describe(`${EvaluationsService.name} (who sees and evaluates whom)`, () => {
  let sut: TestApp;
  let hr: TestClient;
  let library: { id: string; name: string };
  let registrar: { id: string; name: string };
  let libraryStaff: TestClient;
  let registrarStaff: TestClient;
  let lina: Trainee;
  let rita: Trainee;
  let linaEvaluation: EvaluationView;
  let ritaEvaluation: EvaluationView;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    library = await createOffice(sut, 'Main Library');
    registrar = await createOffice(sut, 'Registrar');
    libraryStaff = (await officeStaff(sut, library.id)).client;
    registrarStaff = (await officeStaff(sut, registrar.id)).client;
    lina = await deployedTrainee(sut, hr, library.id, { firstname: 'Lina', lastname: 'Abad' });
    rita = await deployedTrainee(sut, hr, registrar.id, { firstname: 'Rita', lastname: 'Bello' });
    linaEvaluation = await saveEvaluation(libraryStaff, evaluationInput(lina.scholarId));
    ritaEvaluation = await saveEvaluation(
      registrarStaff,
      evaluationInput(rita.scholarId, { ratings: [2, 3] }),
    );
  });

  afterAll(() => sut.close());

  const list = async (client: TestClient, filter: Record<string, unknown> = {}) => {
    const res = await client.graphql<{ evaluations: { items: ListItem[] } }>(EVALUATIONS, {
      filter,
      page: 1,
      limit: 100,
    });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.evaluations.items;
  };

  it("keeps another office's scholars from office staff: not found, to read or to evaluate", async () => {
    const save = await libraryStaff.graphql(SAVE_EVALUATION, {
      input: evaluationInput(rita.scholarId, { academicYear: '2023-2024' }),
    });
    expect(save.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(save.errors?.[0]?.message).toBe('Scholar not found');
    const rest = await libraryStaff.put('/api/evaluations', evaluationInput(rita.scholarId));
    expect(rest.status).toBe(404);

    const one = await libraryStaff.graphql(EVALUATION, { id: ritaEvaluation.id });
    expect(one.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await libraryStaff.get(`/api/evaluations/${ritaEvaluation.id}`)).status).toBe(404);
    const forTerm = await libraryStaff.graphql(SCHOLAR_EVALUATION, {
      scholarId: rita.scholarId,
      ...PAST_TERM,
    });
    expect(forTerm.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await libraryStaff.get(`/api/evaluations/scholars/${rita.scholarId}`)).status).toBe(
      404,
    );

    const own = (await list(libraryStaff)).map((e) => e.id);
    expect(own).toContain(linaEvaluation.id);
    expect(own).not.toContain(ritaEvaluation.id);
    const asked = await list(libraryStaff, { officeId: registrar.id });
    expect(asked).toEqual([]);
    const restList = await registrarStaff.get('/api/evaluations');
    expect(restList.body.items.map((e: { _id: string }) => e._id)).toEqual([ritaEvaluation.id]);
  });

  it('lets a student read their own evaluations only, and no staff operation', async () => {
    const mine = await lina.client.graphql<{ myEvaluations: EvaluationView[] }>(MY_EVALUATIONS);
    expect(mine.data!.myEvaluations).toMatchObject([
      { id: linaEvaluation.id, officeName: 'Main Library', term: 'first', score: 4 },
    ]);
    const restMine = await lina.client.get('/api/evaluations/me');
    expect(restMine.body.evaluations.map((e: { _id: string }) => e._id)).toEqual([
      linaEvaluation.id,
    ]);
    const others = await lina.client.graphql(EVALUATION, { id: ritaEvaluation.id });
    expect(others.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await lina.client.get(`/api/evaluations/${ritaEvaluation.id}`)).status).toBe(404);

    const staffList = await lina.client.graphql(EVALUATIONS, { page: 1, limit: 10 });
    expect(staffList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await lina.client.get('/api/evaluations')).status).toBe(403);
    expect((await lina.client.get('/api/evaluations/export.csv')).status).toBe(403);
    const save = await lina.client.graphql(SAVE_EVALUATION, {
      input: evaluationInput(lina.scholarId),
    });
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await lina.client.put('/api/evaluations', evaluationInput(lina.scholarId))).status,
    ).toBe(403);
  });

  it('lets HR read every office but not evaluate', async () => {
    const all = (await list(hr)).map((e) => e.id);
    expect(all).toEqual(expect.arrayContaining([linaEvaluation.id, ritaEvaluation.id]));
    const one = await hr.graphql<{ evaluation: EvaluationView }>(EVALUATION, {
      id: ritaEvaluation.id,
    });
    expect(one.data!.evaluation).toMatchObject({ officeName: 'Registrar', score: 2.5 });
    const save = await hr.put('/api/evaluations', evaluationInput(rita.scholarId));
    expect(save.status).toBe(403);
  });

  it('filters by name or office (case-insensitive), scholarship and office', async () => {
    const names = async (filter: Record<string, unknown>) =>
      (await list(hr, filter)).map((e) => e.firstName).sort();
    expect(await names({ search: 'lina abad' })).toEqual(['Lina']);
    expect(await names({ search: 'MAIN LIB' })).toEqual(['Lina']);
    expect(await names({ search: 'registrar' })).toEqual(['Rita']);
    expect(await names({ officeId: registrar.id })).toEqual(['Rita']);
    expect(await names({ program: 'student_marshal' })).toEqual([]);
    expect(await names({ program: 'student_assistant', officeId: library.id })).toEqual(['Lina']);
    expect(await names({ term: 'second' })).toEqual([]);

    const rest = await hr.get(
      `/api/evaluations?search=bello&program=student_assistant&officeId=${registrar.id}&page=1`,
    );
    expect(rest.status).toBe(200);
    expect(rest.body.items).toHaveLength(1);
    expect(rest.body.items[0]).toMatchObject({ firstName: 'Rita', score: 2.5 });
    expect(rest.body.pagination).toMatchObject({ currentPage: 1, totalItems: 1 });
  });

  it('names a bad filter on its field, on both transports', async () => {
    const long = await hr.graphql(EVALUATIONS, {
      filter: { search: 'x'.repeat(101) },
      page: 1,
      limit: 10,
    });
    expect(long.errors?.[0]?.extensions?.fields).toEqual({
      search: 'Search must be at most 100 characters',
    });
    const office = await hr.get('/api/evaluations?officeId=library');
    expect(office.status).toBe(400);
    expect(office.body.fields).toEqual({ officeId: 'Office not found' });
    const program = await hr.get('/api/evaluations?program=dean');
    expect(program.status).toBe(400);
    const year = await hr.get('/api/evaluations?academicYear=2024-2026');
    expect(year.body.fields).toEqual({
      academicYear: 'The academic year must be two consecutive years, like 2026-2027',
    });
  });

  it('exports the filtered list as CSV, one column per criterion', async () => {
    const res = await hr.get(`/api/evaluations/export.csv?officeId=${library.id}`);
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
    const res = await libraryStaff.graphql<{
      currentAcademicTerm: { term: string; academicYear: string; label: string };
    }>('{ currentAcademicTerm { term academicYear label } }');
    const { term, academicYear, label } = res.data!.currentAcademicTerm;
    expect(['first', 'second', 'short']).toContain(term);
    expect(academicYear).toMatch(/^\d{4}-\d{4}$/);
    expect(label).toContain(academicYear);
    const rest = await libraryStaff.get('/api/evaluations/current-term');
    expect(rest.body.term).toEqual({ term, academicYear, label });
  });
});
