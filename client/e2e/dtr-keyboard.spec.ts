import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  dayOf,
  dayRow,
  dtrGrid,
  firstWeekOf,
  lastMonth,
  recordedTrainee,
  recordedTraineeOfOffice,
  timeInput,
} from './support/dtr';
import { expect, test } from './support/journey-test';
import { KeyboardUser } from './support/keyboard';
import { signInAsOfficeStaff } from './support/scholars';

// The DTR grid by keyboard alone (WAI-ARIA grid): one tab stop, arrow keys between cells,
// a time typed in its cell, single-letter shortcuts listed under "?", and focus that stays in
// the grid after every action. No mouse event: page.keyboard only, each press counted, and
// the focused element must show its focus after each.

/** Confirming the next pending day, from landing on the scholar's month. */
const CONFIRM_GOAL = 5;

test('office staff confirm the next pending day in at most 5 key presses, then work the grid by keyboard', async ({
  page,
  browser,
  baseURL,
}) => {
  // A trainee made through the pipeline, then a press and a check of focus at every step.
  test.setTimeout(90_000);
  const month = lastMonth();
  const week = firstWeekOf(month);
  const trainee = await recordedTraineeOfOffice(browser, baseURL, {
    firstName: 'Kiko',
    office: 'library',
    month,
    days: week,
  });
  const [mon, tue, wed, thu, fri, sat] = week.map((day) => dayOf(day.workDate));
  if (!mon || !tue || !wed || !thu || !fri || !sat) throw new Error('no week');

  await signInAsOfficeStaff(page, 'library');
  await openApp(page, `/office/dtr?month=${month}&scholar=${trainee.scholarId}`);
  const grid = dtrGrid(page);
  const confirmButton = (day: number) =>
    page.getByRole('button', { name: `Confirm day ${String(day)}`, exact: true });
  // Opened to confirm: focus waits on the first pending day's Confirm.
  await expect(confirmButton(mon)).toBeFocused();
  const keys = new KeyboardUser(page);

  await keys.press('Enter');
  await expect(dayRow(page, mon)).toContainText('Confirmed');
  expect(keys.presses).toBeLessThanOrEqual(CONFIRM_GOAL);
  // Focus moved on to the next pending day, not back to the top of the page.
  await expect(confirmButton(tue)).toBeFocused();

  // C confirms the day in focus; focus goes on again.
  await keys.press('c');
  await expect(dayRow(page, tue)).toContainText('Confirmed');
  await expect(confirmButton(wed)).toBeFocused();

  // ? lists the shortcuts; Escape closes the list and focus is back where it was.
  await keys.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toContainText('Confirm this day');
  await expect(help).toContainText('Shift+AConfirm all complete days');
  await expectNoSeriousA11yViolations(page, 'DTR keyboard shortcuts');
  await keys.press('Escape');
  await expect(help).toBeHidden();
  await expect(confirmButton(wed)).toBeFocused();

  // Arrow keys between cells: Home is the day, Down the next day, Right its first IN.
  await keys.press('Home');
  await expect(dayRow(page, wed).getByRole('rowheader')).toBeFocused();
  await keys.press('ArrowDown');
  await expect(dayRow(page, thu).getByRole('rowheader')).toBeFocused();
  await keys.press('ArrowRight');
  await expect(timeInput(page, thu, 'in1')).toBeFocused();
  // A shortcut from a time cell acts on its day and keeps the column.
  await keys.press('c');
  await expect(dayRow(page, thu)).toContainText('Confirmed');
  await expect(timeInput(page, fri, 'in1')).toBeFocused();

  // One tab stop: Shift+Tab leaves the grid in one press, Tab comes back to the same cell.
  await keys.press('Shift+Tab');
  await expect(grid.locator(':focus')).toHaveCount(0);
  await keys.press('Tab');
  await expect(timeInput(page, fri, 'in1')).toBeFocused();

  // Shift+A confirms every complete day left; focus stays in the grid.
  await keys.press('Shift+A');
  await expect(page.getByText('Confirmed 3 days.')).toBeVisible();
  for (const day of [wed, fri, sat]) await expect(dayRow(page, day)).toContainText('Confirmed');
  await expect(grid.locator(':focus')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'office DTR grid by keyboard');
});

test('a student types a day’s times in the grid, saves with S, and Escape puts a time back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const month = lastMonth();
  const [monday] = firstWeekOf(month);
  if (!monday) throw new Error('no week');
  await recordedTrainee(page, browser, baseURL, {
    firstName: 'Migo',
    office: 'it',
    month,
    days: [monday],
  });
  // The grid's tab stop: the first duty day (not a Sunday) with nothing recorded.
  const home = [1, 2, 3]
    .map((day) => `${month}-0${String(day)}`)
    .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() !== 0 && date !== monday.workDate);
  const day = dayOf(home ?? '');

  await openApp(page, `/dtr?month=${month}`);
  const grid = dtrGrid(page);
  const row = dayRow(page, day);
  const keys = new KeyboardUser(page);
  // Tab from the top of the page reaches the grid once, on that day's first IN.
  while ((await grid.locator(':focus').count()) === 0) {
    await keys.press('Tab');
    expect(keys.presses, 'Tab presses to reach the grid').toBeLessThan(40);
  }
  await expect(timeInput(page, day, 'in1')).toBeFocused();

  // Typing starts an edit; Enter keeps the time, drawn as the spec's hh:mm AM/PM.
  for (const [field, typed, shown] of [
    ['in1', '8a', '08:00 AM'],
    ['out1', '12p', '12:00 PM'],
    ['in2', '1p', '01:00 PM'],
    ['out2', '1700', '05:00 PM'],
  ] as const) {
    await expect(timeInput(page, day, field)).toBeFocused();
    await keys.type(typed);
    await keys.press('Enter');
    await expect(timeInput(page, day, field)).toHaveValue(shown);
    if (field !== 'out2') await keys.press('ArrowRight');
  }
  await expect(row).toContainText('8:00');
  await expect(row).toContainText('Unsaved');

  await keys.press('s');
  await expect(row).toContainText('Saved');
  await expect(row).toContainText('Unconfirmed');
  await expect(grid.locator(':focus')).toHaveCount(1);

  // Enter edits what is there; Escape puts it back, and the day is as saved.
  await keys.press('ArrowLeft');
  await expect(timeInput(page, day, 'in2')).toBeFocused();
  await keys.press('Enter');
  await keys.type('2p');
  await expect(row).toContainText('7:00');
  await keys.press('Escape');
  await expect(timeInput(page, day, 'in2')).toHaveValue('01:00 PM');
  await expect(row).toContainText('8:00');
  await expect(row).not.toContainText('Unsaved');
  // What is not a time is said so on the cell, and kept to be fixed.
  await keys.type('9x');
  await keys.press('Enter');
  await expect(timeInput(page, day, 'in2')).toHaveAccessibleDescription('Type a time like 7:45 AM');
  await keys.press('Escape');
  await expect(timeInput(page, day, 'in2')).toHaveValue('01:00 PM');
  await expectNoSeriousA11yViolations(page, 'student DTR grid by keyboard');

  // Saved on the server.
  await page.reload();
  await expect(timeInput(page, day, 'out2')).toHaveValue('05:00 PM');
  await expect(dayRow(page, day)).toContainText('8:00');
});
