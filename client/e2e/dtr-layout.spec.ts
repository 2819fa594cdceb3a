import type { Page } from '@playwright/test';

import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import {
  dayOf,
  dtrGrid,
  fillDay,
  firstWeekOf,
  lastMonth,
  recordedTrainee,
  recordedTraineeOfOffice,
} from './support/dtr';
import { expect, test } from './support/journey-test';
import { signInAsOfficeStaff } from './support/scholars';

// The DTR month where it is used: a card a day on a phone (below MUI's md, 900 px), with no
// sideways scrolling at 360 px; the office's grid whole at a laptop's 1,366 px.

/**
 * What sticks out sideways: the page, an element of `main` past the viewport's edges (as far
 * as it is seen: a box clipped by an overflow-hidden parent is not), or a scrolling box
 * (table containers included).
 */
function overflowSideways(): string[] {
  const width = window.innerWidth;
  const found: string[] = [];
  const page = document.scrollingElement;
  if (page && page.scrollWidth > width) found.push(`page: ${String(page.scrollWidth)} px wide`);
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`;
  const main = document.querySelector('main');
  for (const element of document.querySelectorAll('main *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    let [left, right] = [box.left, box.right];
    for (
      let parent = element.parentElement;
      parent && parent !== main;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
    }
    if (right > left && (left < -1 || right > width + 1)) {
      found.push(`${name(element)}: ${String(Math.round(left))}–${String(Math.round(right))} px`);
    }
    const { overflowX } = getComputedStyle(element);
    const scrolls = overflowX === 'auto' || overflowX === 'scroll';
    if (scrolls && element.scrollWidth > element.clientWidth + 1) {
      found.push(
        `${name(element)} scrolls: ${String(element.scrollWidth)} px in ${String(element.clientWidth)}`,
      );
    }
  }
  return found.slice(0, 10);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(overflowSideways)).toEqual([]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the month is a card a day, for the student and the office, with nothing scrolling sideways', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two browsers: the student's and the office's.
    test.setTimeout(90_000);
    const month = lastMonth();
    const [monday, tuesday] = firstWeekOf(month);
    if (!monday || !tuesday) throw new Error('no week');
    const trainee = await recordedTrainee(page, browser, baseURL, {
      firstName: 'Dina',
      office: 'registrar',
      month,
      days: [monday],
    });
    const [mon, tue] = [dayOf(monday.workDate), dayOf(tuesday.workDate)];

    await openApp(page, `/dtr?month=${month}`);
    const days = page.getByRole('list', { name: /^DTR of / });
    await expect(dtrGrid(page)).toHaveCount(0);
    const monCard = days.getByRole('article', { name: `Day ${String(mon)}, Mon` });
    await expect(monCard).toContainText('Unconfirmed');
    await expect(monCard).toContainText('Total Hours8:00');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'student DTR on a phone');

    // A day recorded on its card, with the phone's own time picker.
    const tueCard = days.getByRole('article', { name: `Day ${String(tue)}, Tue` });
    await fillDay(page, tuesday);
    await expect(tueCard).toContainText('Total Hours7:30');
    await tueCard.getByRole('button', { name: `Save day ${String(tue)}`, exact: true }).click();
    await expect(tueCard).toContainText('Saved');
    await expect(tueCard).toContainText('Unconfirmed');

    // The office confirms it on its card.
    const office = await newUserContext(browser, baseURL);
    const staff = await office.newPage();
    await staff.setViewportSize({ width: 360, height: 740 });
    await signInAsOfficeStaff(staff, 'registrar');
    await openApp(staff, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
    const officeTue = staff
      .getByRole('list', { name: /^DTR of / })
      .getByRole('article', { name: `Day ${String(tue)}, Tue` });
    await officeTue
      .getByRole('button', { name: `Confirm day ${String(tue)}`, exact: true })
      .click();
    await expect(officeTue).toContainText('Confirmed');
    await expect(
      officeTue.getByRole('button', { name: `Unconfirm day ${String(tue)}`, exact: true }),
    ).toBeVisible();
    await expectNoSidewaysScroll(staff);
    await expectNoSeriousA11yViolations(staff, 'office DTR on a phone');
    await office.close();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("the office's grid fits whole, its Action column unclipped", async ({
    page,
    browser,
    baseURL,
  }) => {
    const month = lastMonth();
    const week = firstWeekOf(month);
    const trainee = await recordedTraineeOfOffice(browser, baseURL, {
      firstName: 'Lito',
      office: 'it',
      month,
      days: week,
    });
    const mon = dayOf(week[0]?.workDate ?? '');

    await signInAsOfficeStaff(page, 'it');
    await openApp(page, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
    const excuse = page.getByRole('button', { name: `Excuse day ${String(mon)}`, exact: true });
    await expect(excuse).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Every button of the Action column shows its whole label.
    const clipped = await dtrGrid(page).evaluate((grid) =>
      [...grid.querySelectorAll('button')]
        .filter((button) => button.scrollWidth > button.clientWidth + 1)
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    );
    expect(clipped).toEqual([]);
  });
});
