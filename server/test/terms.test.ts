// On both databases in CI: two HR closing a term at once (a lock and a unique index across connections).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { termOf, type AcademicTerm } from '../src/common/academic-term.js';
import { servicePeriods } from '../src/modules/terms/terms.table.js';
import { TERMS } from '../src/modules/terms/terms.service.js';
import { createOffice, dutyDays, FIVE_HOURS, monthsAgo, seedDays } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { acceptedScholar } from './support/reapplications.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const CLOSING = `query Closing($term: String!, $academicYear: String!) {
  termClosing(term: $term, academicYear: $academicYear) {
    term academicYear label from to
    closure { closedAt closeReason openAtClose }
    openWork { dtrMonthsNotApproved scholarsNotEvaluated reapplicationsUndecided leavePending total }
    history { closeReason reopenReason reopenedAt }
  }
}`;
const CLOSE = `mutation Close($input: TermChangeInput!) { closeTerm(input: $input) { closure { closeReason openAtClose } } }`;
const REOPEN = `mutation Reopen($input: TermChangeInput!) { reopenTerm(input: $input) { closure { closedAt } history { reopenReason } } }`;

interface Closing {
  closure: { closeReason: string | null; openAtClose: number } | null;
  openWork: Record<string, number>;
  history: Array<{ closeReason: string | null; reopenReason: string | null }>;
}

describe('closing a term', () => {
  let sut: TestApp;
  let hr: TestClient;
  let term: AcademicTerm;
  let scholarId: string;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    const office = await createOffice(sut, 'Registrar');
    const month = monthsAgo(sut, 1);
    term = termOf(`${month}-15`);
    scholarId = (await acceptedScholar(sut, hr, office.id)).scholarId;
    const [first, second, third] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, scholarId, [first!, second!], 'confirmed');
    await seedDays(sut, scholarId, [third!]);
  });
  afterAll(() => sut.close());

  const closing = async () => {
    const res = await hr.graphql<{ termClosing: Closing }>(CLOSING, term as never);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.termClosing;
  };
  const credited = () =>
    sut.database.db.select().from(servicePeriods).where(eq(servicePeriods.scholarId, scholarId));

  it('counts what is still open, and closes only with a reason while anything is', async () => {
    const before = await closing();
    expect(before.closure).toBeNull();
    expect(before.openWork).toMatchObject({ dtrMonthsNotApproved: 1, scholarsNotEvaluated: 1 });

    const refused = await hr.graphql(CLOSE, { input: term });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { reason: TERMS.reasonToClose },
    });
    expect(await credited()).toEqual([]);

    const rest = await hr.post(`/api/terms/${term.academicYear}/${term.term}/close`, {
      reason: 'The office approves its last month on paper',
    });
    expect(rest.status).toBe(201);
    expect(rest.body.term.closure).toMatchObject({
      closeReason: 'The office approves its last month on paper',
      openAtClose: before.openWork.total,
    });
  });

  it("credits each scholar's service once, with the term's confirmed hours", async () => {
    expect(await credited()).toMatchObject([
      { term: term.term, academicYear: term.academicYear, confirmedMinutes: 600 },
    ]);
    const again = await hr.graphql(CLOSE, { input: { ...term, reason: 'Again' } });
    expect(again.errors?.[0]).toMatchObject({
      message: TERMS.alreadyClosed,
      extensions: { code: 'CONFLICT' },
    });
  });

  it('reopens with a reason, kept in the history, and a second close credits no second time', async () => {
    const bare = await hr.post(`/api/terms/${term.academicYear}/${term.term}/reopen`, {});
    expect(bare.status).toBe(400);
    expect(bare.body.fields).toEqual({ reason: TERMS.reasonToReopen });
    const reopened = await hr.graphql<{ reopenTerm: Closing }>(REOPEN, {
      input: { ...term, reason: 'A confirmed day was missed' },
    });
    expect(reopened.data!.reopenTerm.closure).toBeNull();

    // Two HR close it at once: one does.
    const answers = await Promise.all([
      hr.graphql(CLOSE, { input: { ...term, reason: 'Closing for the records' } }),
      hr.graphql(CLOSE, { input: { ...term, reason: 'Closing for the records' } }),
    ]);
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
    expect(answers.find((answer) => answer.errors)?.errors?.[0]?.message).toBe(TERMS.alreadyClosed);
    expect(await credited()).toHaveLength(1);
    expect((await closing()).history.map((entry) => entry.reopenReason)).toEqual([
      null,
      'A confirmed day was missed',
    ]);
  });

  it('closes a term long past with nothing open without a reason', async () => {
    const old = { term: 'second', academicYear: '1999-2000' };
    const res = await hr.graphql<{ termClosing: Closing }>(CLOSING, old);
    expect(res.data!.termClosing.openWork).toEqual({
      dtrMonthsNotApproved: 0,
      scholarsNotEvaluated: 0,
      reapplicationsUndecided: 0,
      leavePending: 0,
      total: 0,
    });
    const closed = await hr.graphql(CLOSE, { input: old });
    expect(closed.errors).toBeUndefined();
  });

  it('refuses a term not begun, a term unknown and a year written otherwise', async () => {
    const future = termOf(`${monthsAgo(sut, -14)}-15`);
    const res = await hr.graphql(CLOSE, { input: future });
    expect(res.errors?.[0]?.extensions).toMatchObject({ fields: { term: TERMS.notBegun } });
    const unknown = await hr.post('/api/terms/2025-2026/summer/close', {});
    expect(unknown.body.fields).toEqual({ term: TERMS.unknownTerm });
    const year = await hr.get('/api/terms/2025/first');
    expect(year.body.fields).toEqual({ academicYear: TERMS.yearFormat });
  });
});
