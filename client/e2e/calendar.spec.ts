import { uniqueSurname } from '@sasm/test-data';

import { signInAsStaff } from './support/accounts';
import { openApp } from './support/app-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { newUserContext } from './support/contexts';
import { dayOf, dayRow, newDtrTrainee, universityToday } from './support/dtr';
import { sidebarNav } from './support/sidebar';
import { expect, test } from './support/journey-test';

// The university's calendar (HR): a term's dates refused on their field when they leave a gap,
// then saved; a suspension from 11:00 for one office, which that office's scholar sees on the
// day in their DTR; taken back again, so no other journey meets it.

/** The academic year today is in by the default rule (August to July): "2026-2027". */
function currentAcademicYear(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = month >= 8 ? year : year - 1;
  return `${String(start)}-${String(start + 1)}`;
}

/**
 * A working day (Monday to Saturday) of this month other than today, the latest before it
 * when there is one: a day no other journey records for the Registrar.
 */
function otherWorkingDay(today: string): string {
  const month = today.slice(0, 7);
  const days = Array.from(
    { length: 31 },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  )
    .filter((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date))
    .filter((date) => date !== today && new Date(`${date}T00:00:00Z`).getUTCDay() !== 0);
  const before = days.filter((date) => date < today);
  const day = before[before.length - 1] ?? days[0];
  if (!day) throw new Error(`no working day in ${month}`);
  return day;
}

test('HR sets the terms and suspends an office from 11:00; its scholar sees it on their DTR', async ({
  page,
  browser,
  baseURL,
}) => {
  const today = universityToday();
  const academicYear = currentAcademicYear(today);
  const hr = page;
  await signInAsStaff(hr, 'hr');

  // A trainee of the Registrar, deployed since the first of this month.
  const studentContext = await newUserContext(browser, baseURL);
  const student = await studentContext.newPage();
  await newDtrTrainee(student, hr, {
    firstName: 'Ligaya',
    lastName: uniqueSurname('Calendar'),
    office: 'registrar',
    since: today.slice(0, 7),
  });

  await openApp(hr, '/hr-dashboard');
  await sidebarNav(hr).getByRole('link', { name: 'Calendar' }).click();
  await expect(hr).toHaveURL(/\/hr\/calendar$/);
  await expect(hr.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const year = hr.getByRole('region', { name: `Academic year ${academicYear}` });
  const firstEnds = year.getByLabel('First Semester ends');
  const secondStarts = year.getByLabel('Second Semester starts');
  await expect(firstEnds).not.toHaveValue('');
  await expect(secondStarts).toHaveAccessibleDescription(
    'Starts the day after the First Semester ends',
  );
  await expectNoSeriousA11yViolations(hr, 'the calendar');

  // A Second Semester starting a week late leaves days in no term: refused on its field.
  const start = await secondStarts.inputValue();
  const late = new Date(`${start}T00:00:00Z`);
  late.setUTCDate(late.getUTCDate() + 7);
  await secondStarts.fill(late.toISOString().slice(0, 10));
  await year.getByRole('button', { name: `Save ${academicYear}` }).click();
  await expect(secondStarts).toHaveAccessibleDescription(
    /^The Second Semester must start on .+, the day after the First Semester ends$/,
  );
  await expect(secondStarts).toHaveValue(late.toISOString().slice(0, 10));
  await expectNoSeriousA11yViolations(hr, 'the calendar with a refused term');

  // Back to the day after the First Semester: saved, and now the university's own dates.
  await secondStarts.fill(start);
  await year.getByRole('button', { name: `Save ${academicYear}` }).click();
  await expect(hr.getByText(`Saved the terms of ${academicYear}.`)).toBeVisible();
  await expect(year.getByText('Dates set by the university.')).toBeVisible();
  await expect(secondStarts).toHaveValue(start);

  // A suspension from 11:00 for the Registrar alone, typed and sent from the keyboard.
  const date = otherWorkingDay(today);
  const reason = `Typhoon signal no. 2 ${uniqueSurname('Storm')}`;
  await hr.getByRole('button', { name: 'Add non-working day' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Add a non-working day' });
  await expect(dialog.getByLabel('Date')).toBeFocused();
  await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Kind').selectOption('Suspension');
  await dialog.getByLabel('Hours').selectOption('From a time');
  await dialog.getByLabel('From').fill('11:00');
  await dialog.getByLabel('Offices', { exact: true }).selectOption('Chosen offices');
  await dialog.getByRole('checkbox', { name: 'Registrar' }).check();
  await expectNoSeriousA11yViolations(hr, 'the add dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByLabel('Reason').press('Enter');
  await expect(dialog).toBeHidden();

  const row = hr.getByRole('row').filter({ hasText: reason });
  await expect(row).toContainText('Suspension');
  await expect(row).toContainText('From 11:00 AM');
  await expect(row).toContainText('Registrar');
  await expectNoSeriousA11yViolations(hr, 'the calendar with a suspension');

  // The scholar's DTR of this month says it on the day.
  await openApp(student, '/dtr');
  await expect(dayRow(student, dayOf(date))).toContainText(`Suspended from 11:00 AM — ${reason}`);
  await expectNoSeriousA11yViolations(student, 'the DTR with a suspended day');

  // Taken back, after a confirmation: the list and the DTR no longer have it.
  await row.getByRole('button', { name: /^Remove/ }).click();
  const confirm = hr.getByRole('dialog', { name: 'Remove non-working day' });
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousA11yViolations(hr, 'the remove dialog');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await student.reload();
  await expect(dayRow(student, dayOf(date))).not.toContainText('Suspended');
  await studentContext.close();
});
