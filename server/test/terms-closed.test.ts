import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { evaluationInput } from '@sasm/test-data';
import { nextTerm, termLabel, termOf, type AcademicTerm } from '../src/common/academic-term.js';
import { closedTermMessage } from '../src/common/university-calendar.js';
import {
  CONFIRM_DAY,
  CONFIRM_DAYS,
  createOffice,
  dutyDays,
  FIVE_HOURS,
  monthsAgo,
  officeStaff,
  SAVE_DAY,
  seedDays,
  SUBMIT_MONTH,
} from './support/dtr.js';
import { SAVE_EVALUATION } from './support/evaluations.js';
import { signedInClient } from './support/factories.js';
import { CANCEL_LEAVE, DECIDE_LEAVE, FILE_LEAVE, fileLeave, leaveForm } from './support/leave.js';
import {
  acceptedScholar,
  decideReapplication,
  submitReapplication,
} from './support/reapplications.js';
import { scholars } from '../src/modules/scholars/scholars.table.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';
import type { Trainee } from './support/dtr.js';

const CLOSING = `query Closing($term: String!, $academicYear: String!) {
  termClosing(term: $term, academicYear: $academicYear) {
    scholarsServed scholarsNotContinuing closure { madeInactive }
  }
}`;
const CLOSE = `mutation Close($input: TermChangeInput!) { closeTerm(input: $input) { closure { madeInactive } } }`;
const REOPEN = `mutation Reopen($input: TermChangeInput!) { reopenTerm(input: $input) { closure { id } } }`;
const SCHOLAR = `query One($id: ID!) { scholar(id: $id) {
  status
  service { termsServed yearsServed importedTerms
    periods { term { term academicYear label } officeName program confirmedMinutes } }
} }`;
const MASTER_LIST = `query List($filter: MasterListFilter) {
  masterList(filter: $filter, limit: 50) { items { scholarId termsServed yearsServed } }
}`;
const NOTICES = `{ notifications(limit: 100) { items { title message } } }`;

interface ScholarAnswer {
  status: string;
  service: {
    termsServed: number;
    yearsServed: number;
    periods: Array<{ term: { label: string }; officeName: string; confirmedMinutes: number }>;
  };
}

const refusal = (term: AcademicTerm) => ({
  message: closedTermMessage(term),
  extensions: expect.objectContaining({ code: 'CONFLICT' }),
});

describe('a closed term', () => {
  let sut: TestApp;
  let hr: TestClient;
  let staff: TestClient;
  let term: AcademicTerm;
  let month: string;
  let continuing: Trainee;
  let leaving: Trainee;
  let pendingLeaveId: string;
  let office: { id: string };
  const days = () => dutyDays(month, FIVE_HOURS).map((day) => day.workDate);

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    office = await createOffice(sut, 'Accounting');
    staff = (await officeStaff(sut, office.id)).client;
    month = monthsAgo(sut, 1);
    term = termOf(`${month}-15`);
    continuing = await acceptedScholar(sut, hr, office.id, { lastname: 'Continuing' });
    leaving = await acceptedScholar(sut, hr, office.id, { lastname: 'Leaving' });
    const next = nextTerm(term);
    const reapplied = await submitReapplication(continuing.client, next.academicYear, {
      term: next.term,
    });
    await decideReapplication(hr, { id: reapplied.id, status: 'accepted' });
    const [first, second, third] = dutyDays(month, FIVE_HOURS);
    await seedDays(sut, continuing.scholarId, [first!, second!], 'confirmed');
    await seedDays(sut, leaving.scholarId, [first!]);
    await seedDays(sut, continuing.scholarId, [third!]);
    pendingLeaveId = (await fileLeave(continuing.client, days()[5]!)).id;
  });
  afterAll(() => sut.close());

  const scholar = async (id: string) => {
    const res = await hr.graphql<{ scholar: ScholarAnswer }>(SCHOLAR, { id });
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.scholar;
  };

  it('says before closing who served and who does not continue', async () => {
    const res = await hr.graphql<{ termClosing: Record<string, unknown> }>(CLOSING, term as never);
    expect(res.data!.termClosing).toEqual({
      scholarsServed: 2,
      scholarsNotContinuing: 1,
      closure: null,
    });
  });

  it('makes the scholar with no accepted re-application inactive, told with the office', async () => {
    const res = await hr.graphql<{ closeTerm: { closure: { madeInactive: number } } }>(CLOSE, {
      input: { ...term, reason: 'December is approved on paper' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.closeTerm.closure.madeInactive).toBe(1);
    expect((await scholar(leaving.scholarId)).status).toBe('inactive');
    expect((await scholar(continuing.scholarId)).status).toBe('active');

    const told = `${termLabel(term)} closed with no accepted re-application for a later term.`;
    const heard = await leaving.client.graphql<{
      notifications: { items: Array<{ title: string; message: string }> };
    }>(NOTICES);
    expect(heard.data!.notifications.items).toContainEqual({
      title: 'Scholar Status Updated',
      message: `${told} Your scholar status is now Inactive.`,
    });
    const office = await staff.graphql<{
      notifications: { items: Array<{ message: string }> };
    }>(NOTICES);
    expect(office.data!.notifications.items.map((item) => item.message)).toContainEqual(
      `${told} ${leaving.user.firstname} ${leaving.user.lastname}: now Inactive.`,
    );
  });

  it('shows each scholar’s service on the scholar, over REST and on the master list', async () => {
    const mine = await scholar(continuing.scholarId);
    expect(mine.service).toMatchObject({
      termsServed: 1,
      yearsServed: 1,
      periods: [
        { term: { label: termLabel(term) }, officeName: 'Accounting', confirmedMinutes: 600 },
      ],
    });
    const rest = await staff.get(`/api/terms/service/${leaving.scholarId}`);
    expect(rest.status).toBe(200);
    expect(rest.body.service).toMatchObject({ termsServed: 1, periods: [{ confirmedMinutes: 0 }] });

    const list = await hr.graphql<{
      masterList: { items: Array<{ scholarId: string; termsServed: number; yearsServed: number }> };
    }>(MASTER_LIST, { filter: term });
    const served = list.data!.masterList.items.filter((row) =>
      [continuing.scholarId, leaving.scholarId].includes(row.scholarId),
    );
    expect(served.map((row) => [row.termsServed, row.yearsServed])).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it("refuses every write to the term's DTR, evaluations and leave, with the term named", async () => {
    const [first, , third, , , , seventh] = days();
    const attempts = [
      continuing.client.graphql(SAVE_DAY, {
        input: { workDate: seventh, in1: '08:00', out1: '12:00' },
      }),
      continuing.client.graphql(SUBMIT_MONTH, { input: { month } }),
      staff.graphql(CONFIRM_DAY, { input: { scholarId: continuing.scholarId, workDate: third } }),
      staff.graphql(CONFIRM_DAYS, { input: { month, scholarId: continuing.scholarId } }),
      staff.graphql(SAVE_EVALUATION, { input: evaluationInput(continuing.scholarId, term) }),
      continuing.client.graphql(FILE_LEAVE, { input: leaveForm(seventh!) }),
      staff.graphql(DECIDE_LEAVE, { input: { id: pendingLeaveId, status: 'approved' } }),
      continuing.client.graphql(CANCEL_LEAVE, { input: { id: pendingLeaveId } }),
      hr.graphql(
        'mutation Add($input: AddNonWorkingDayInput!) { addNonWorkingDay(input: $input) { id } }',
        { input: { date: first, kind: 'holiday', reason: 'Declared late' } },
      ),
    ];
    for (const answer of await Promise.all(attempts))
      expect(answer.errors?.[0]).toMatchObject(refusal(term));

    const sheet = await continuing.client.graphql<{
      myDtrMonth: { closedNotice: string | null; days: Array<{ editable: boolean }> };
    }>(
      'query Mine($month: String) { myDtrMonth(month: $month) { closedNotice days { editable } } }',
      {
        month,
      },
    );
    expect(sheet.data!.myDtrMonth.closedNotice).toBe(closedTermMessage(term));
    expect(sheet.data!.myDtrMonth.days.filter((day) => day.editable)).toEqual([]);

    const rest = await continuing.client.put(`/api/dtr/me/days/${seventh}`, {
      in1: '08:00',
      out1: '12:00',
    });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(closedTermMessage(term));
  });

  it('counts no one in a term not begun, and an imported scholar only in terms not over when imported', async () => {
    const ahead = nextTerm(nextTerm(term));
    const future = await hr.graphql<{ termClosing: Record<string, unknown> }>(
      CLOSING,
      ahead as never,
    );
    expect(future.data!.termClosing).toMatchObject({ scholarsServed: 0, scholarsNotContinuing: 0 });

    const old = { term: 'first', academicYear: '2001-2002' } as const;
    // A scholar the system made (an application) who served then, and one imported now.
    await acceptedScholar(sut, hr, office.id, { startedOn: '2001-08-01' });
    const imported = await acceptedScholar(sut, hr, office.id, { startedOn: '2001-08-01' });
    // As an import makes it: no application behind it, in the system only from today.
    await sut.database.db
      .update(scholars)
      .set({ applicationId: null, importedTerms: 6 })
      .where(eq(scholars.id, imported.scholarId));
    const closing = await hr.graphql<{ termClosing: Record<string, unknown> }>(CLOSING, old);
    expect(closing.data!.termClosing).toMatchObject({ scholarsServed: 1 });
  });

  it('reopened, the scholars it made inactive are active again and the records take writes', async () => {
    const res = await hr.graphql(REOPEN, { input: { ...term, reason: 'Two days were missed' } });
    expect(res.errors).toBeUndefined();
    expect((await scholar(leaving.scholarId)).status).toBe('active');
    const third = days()[2];
    const confirmed = await staff.graphql(CONFIRM_DAY, {
      input: { scholarId: continuing.scholarId, workDate: third },
    });
    expect(confirmed.errors).toBeUndefined();
  });
});
