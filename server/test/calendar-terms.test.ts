import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EVALUATION_TERMS,
  nextTerm,
  previousTerm,
  termDates,
  termOf,
  type AcademicTerm,
} from '../src/common/academic-term.js';
import { todayIn } from '../src/common/university-time.js';
import { dayAfter } from '../src/modules/calendar/calendar-rules.js';
import { createOffice } from './support/dtr.js';
import { signedInClient } from './support/factories.js';
import { acceptedScholar } from './support/reapplications.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import type { TestClient } from './support/test-client.js';

const SAVE = `mutation Save($input: SaveAcademicYearInput!) { saveAcademicYear(input: $input) { academicYear } }`;

const dayBefore = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
};
const startYear = (term: AcademicTerm) => Number(term.academicYear.slice(0, 4));

/**
 * The years around `today` with the default rule's dates, one boundary moved
 * so that today falls in another term than the rule's: the term today is in
 * by the rule starts tomorrow (today joins the term before), or, on its last
 * day, ends yesterday (today joins the next). Answers the years to save and
 * the term today is in by them.
 */
function movedYears(today: string) {
  const ruled = termOf(today);
  const lastDay = termDates(ruled).to === today;
  const expected = lastDay ? nextTerm(ruled) : previousTerm(ruled);
  const first = Math.min(startYear(expected), startYear(ruled));
  const years = [first, first + 1].map((start) => {
    const academicYear = `${start}-${start + 1}`;
    const terms = EVALUATION_TERMS.map((term) => {
      const { from, to } = termDates({ term, academicYear });
      return { term, startsOn: from, endsOn: to };
    });
    return { academicYear, terms };
  });
  const all = years.flatMap((year) => year.terms);
  const at = EVALUATION_TERMS.indexOf(ruled.term) + (startYear(ruled) - first) * 3;
  if (lastDay) {
    all[at]!.endsOn = dayBefore(today);
    all[at + 1]!.startsOn = today;
  } else {
    all[at - 1]!.endsOn = today;
    all[at]!.startsOn = dayAfter(today);
  }
  return { years, expected };
}

describe("the current term, by the university's own dates, wherever it is asked", () => {
  let sut: TestApp;
  let hr: TestClient;
  let scholar: TestClient;
  let expected: AcademicTerm;

  beforeAll(async () => {
    sut = await createTestApp();
    hr = (await signedInClient(sut, { role: 'hr' })).client;
    const office = await createOffice(sut, 'Registrar');
    scholar = (await acceptedScholar(sut, hr, office.id)).client;
    const today = todayIn(sut.config.timeZone);
    const moved = movedYears(today);
    expected = moved.expected;
    expect(expected).not.toEqual(termOf(today));
    // The later year first: the earlier one's moved boundary would overlap the later one's default.
    for (const year of [...moved.years].reverse()) {
      const res = await hr.graphql(SAVE, { input: year });
      expect(res.errors).toBeUndefined();
    }
  });
  afterAll(() => sut.close());

  const termOfAnswer = (answer: { term: string; academicYear: string }) => ({
    term: answer.term,
    academicYear: answer.academicYear,
  });

  it("the evaluation form's default term, on both transports", async () => {
    const gql = await hr.graphql<{ currentAcademicTerm: AcademicTerm }>(
      '{ currentAcademicTerm { term academicYear } }',
    );
    expect(gql.data!.currentAcademicTerm).toEqual(expected);
    expect(termOfAnswer((await hr.get('/api/evaluations/current-term')).body.term)).toEqual(
      expected,
    );
  });

  it("the class schedule form's default term", async () => {
    const rest = await scholar.get('/api/schedules/current-term');
    expect(termOfAnswer(rest.body.currentTerm)).toEqual(expected);
  });

  it("the HR dashboard's term", async () => {
    const res = await hr.graphql<{ hrDashboard: { term: AcademicTerm } }>(
      '{ hrDashboard { term { term academicYear } } }',
    );
    expect(res.data!.hrDashboard.term).toEqual(expected);
  });

  it("the master list's default term", async () => {
    const res = await hr.graphql<{ masterList: { term: AcademicTerm } }>(
      '{ masterList { term { term academicYear } } }',
    );
    expect(res.data!.masterList.term).toEqual(expected);
  });

  it("the re-application form's term", async () => {
    const res = await scholar.graphql<{ reapplicationFormDefaults: AcademicTerm }>(
      '{ reapplicationFormDefaults { term academicYear } }',
    );
    expect(res.data!.reapplicationFormDefaults).toEqual(expected);
  });
});
