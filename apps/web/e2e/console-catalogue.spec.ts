import { expect, test } from '@playwright/test';
import { searchConsoleList, signInAsNewStaff } from './staff-support';

// Upload (issue 22): an Admin's spreadsheet with one bad row is refused whole, that row named, and
// nothing of it appears in the catalogue; the corrected file is then imported and its models are
// listed in Brand management. Brand and model names are new on every run, and no shop stocks
// them, so other journeys never meet them.

const header = 'Super category,Category,Subcategory,Brand,Model name,HSN,GST rate,MRP,Barcode';

test('a catalogue spreadsheet with one bad row is refused whole, then the fixed one is imported', async ({
  page,
  request,
}) => {
  // Two uploads and four console pages: longer than one screen's journey.
  test.setTimeout(180_000);
  const brand = `Qorvexa ${Date.now().toString(36)}`;
  const rows = (badHsn: string) =>
    [
      header,
      `Grocery & FMCG,"Atta, Rice & Dals",Millet Flours,${brand},${brand} Ragi Flour 1 kg,11022000,5,120.50,`,
      `Grocery & FMCG,"Atta, Rice & Dals",Millet Flours,${brand},${brand} Jowar Flour 1 kg,${badHsn},5,99,`,
    ].join('\n');

  await signInAsNewStaff(page, request, 'Admin');
  await page.goto('/dashboard/upload');
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();

  const file = page.locator('input[type=file]');
  await file.setInputFiles({ name: 'models.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('110')) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByText('Nothing was imported: 1 row has problems. Fix them and upload the whole file again'),
  ).toBeVisible();
  const report = page.getByRole('table').last();
  await expect(report.getByRole('row', { name: /3\s+HSN\s+HSN must be 4, 6 or 8 digits/ })).toBeVisible();

  // Nothing of the refused file was written: the brand is unknown to Brand management.
  await page.goto('/dashboard/brandManagement');
  await page.getByLabel('Search brands').fill(brand);
  await expect(page.getByText('No brands match. Clear the search or add the brand.')).toBeVisible();

  await page.goto('/dashboard/upload');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'models.csv', mimeType: 'text/csv', buffer: Buffer.from(rows('11022000')) });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('2 models added, 0 updated')).toBeVisible();

  await page.goto('/dashboard/brandManagement');
  await searchConsoleList(page, page.getByLabel('Search brands'), brand);
  await page.getByRole('button', { name: `Actions for ${brand}` }).click();
  await page.getByRole('menuitem', { name: 'Show models' }).click();
  await expect(page.getByText(`${brand} Ragi Flour 1 kg`)).toBeVisible();
  await expect(page.getByText(`${brand} Jowar Flour 1 kg`)).toBeVisible();
});
