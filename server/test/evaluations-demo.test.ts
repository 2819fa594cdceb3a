import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { count } from 'drizzle-orm';
import { DemoEvaluations } from '../src/modules/demo/demo-evaluations.js';
import { previousTerm } from '../src/common/academic-term.js';
import { EvaluationsService } from '../src/modules/evaluations/evaluations.service.js';
import { evaluationRevisions, evaluations } from '../src/modules/evaluations/evaluations.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';

describe(DemoEvaluations.name, () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ env: { SEED_DEMO: 'true' } });
  });

  afterAll(() => sut.close());

  it("evaluates every office's demo trainees and scholars for last term, one with a history", async () => {
    const rows = await sut.database.db.select().from(evaluations);
    const last = previousTerm(sut.get<EvaluationsService>(EvaluationsService).currentTerm());
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.officeId)).size).toBe(3);
    for (const row of rows)
      expect({ term: row.term, academicYear: row.academicYear }).toEqual(last);
    const [revisions] = await sut.database.db.select({ n: count() }).from(evaluationRevisions);
    expect(revisions!.n).toBe(1);
  });

  it('adds nothing on the next start', async () => {
    expect(await sut.get<DemoEvaluations>(DemoEvaluations).seed()).toBe(0);
  });
});
