import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signInAsNewStaff } from './staff-support';

// The console's Reports and Download, by an Admin of this file's own. The demo data's retailers
// signed up when the server started (today), so today's sign-ups are in the default range whatever
// the other journeys do; bills and sessions from other files may add to the other figures.

const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const screenDate = (iso: string) => iso.split('-').reverse().join('/');

async function workbookOf(path: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  return book;
}

test('an Admin reads the platform report and downloads it and the retailers', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAsNewStaff(page, request, 'Admin', 'Rekha');
  await page.getByRole('navigation', { name: 'Console menu' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);

  const signUps = page.getByLabel('Sign-ups', { exact: true });
  await expect(signUps).toBeVisible();
  expect(Number(await signUps.locator('p').last().textContent())).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('table', { name: 'Sign-ups per day' })).toContainText(screenDate(todayIst()));

  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download spreadsheet' }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^galla-report-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = await workbookOf((await report.path())!);
  expect(book.worksheets.map((s) => s.name)).toEqual(['Summary', 'Sign-ups', 'By state', 'By category']);
  const summary = book.getWorksheet('Summary')!;
  expect(summary.getRow(5).values).toEqual([undefined, 'Sign-ups', expect.any(Number)]);
  expect(Number(summary.getRow(5).getCell(2).value)).toBeGreaterThanOrEqual(3);

  await page
    .getByRole('navigation', { name: 'Console menu' })
    .getByRole('link', { name: 'Download' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/download$/);
  const [retailers] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Retailers' }).click(),
  ]);
  expect(retailers.suggestedFilename()).toBe(`galla-retailers-${todayIst()}.xlsx`);
  const sheet = (await workbookOf((await retailers.path())!)).worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Shop');
  const mobiles: unknown[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) mobiles.push(row.getCell(3).value);
  });
  // The demo owner's shop is in the export.
  expect(mobiles).toContain('9876543210');
});
