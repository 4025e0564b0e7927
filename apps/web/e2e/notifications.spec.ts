import { expect, test } from '@playwright/test';
import { demoOwner, logInByPassword } from './support';

// Notifications of the demo owner (password login), made with the dev-only POST dev/notify. The
// only file that sends the demo owner notifications, so the bell counts exactly these two.
const survey = {
  text: 'How happy are you with Galla billing this week?',
  data: { survey: 'weekly-billing', week: 47 },
};
const plain = { text: 'Your GST return for October is due on 20 November.' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An item's accessible name: 'Unread: ' (screen-reader only) while unread, the text, then its time. */
const itemName = (text: string, unread: boolean) =>
  new RegExp(`^${unread ? 'Unread: ' : ''}${escapeRegExp(text)} `);

test('a notification with data: the bell badge, a bold unread item, read on tap, then a star rating and thanks', async ({
  page,
  request,
}) => {
  // A long journey: on a busy 2-core machine it has run close to the default 30 s.
  test.setTimeout(60_000);
  for (const notification of [survey, plain]) {
    const sent = await request.post('/api/v3/dev/notify', {
      data: { contactNumber: demoOwner.phone, ...notification },
    });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  await logInByPassword(page, demoOwner.username, demoOwner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications: 2');
  await expect(page.getByRole('banner').getByText('2', { exact: true })).toBeVisible();
  await bell.click();

  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const list = panel.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // Newest first; both unread, so both bold.
  await expect(list.getByRole('listitem').first()).toContainText(plain.text);
  const item = list.getByRole('button', { name: survey.text });
  await expect(item).toHaveAccessibleName(itemName(survey.text, true));
  await expect(item.getByText(survey.text)).toHaveCSS('font-weight', '700');

  // Tapping it marks it read and, since it carries data, asks for a rating.
  await item.click();
  const feedback = page.getByRole('dialog', { name: 'Rate your experience' });
  await expect(feedback).toBeVisible();
  await expect(feedback.getByText(survey.text)).toBeVisible();
  await expect(item).toHaveAccessibleName(itemName(survey.text, false));
  await expect(item.getByText(survey.text)).toHaveCSS('font-weight', '400');
  await expect(list.getByRole('button', { name: itemName(plain.text, true) })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications: 1');

  const submit = feedback.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  for (const stars of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
    await expect(feedback.getByRole('radio', { name: stars, exact: true })).toHaveCount(1);
  }
  // The radios are visually hidden; the user taps the fourth star, their label.
  const fourStars = feedback.getByRole('radio', { name: '4 stars', exact: true });
  await feedback.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByRole('alert').filter({ hasText: 'Thank you for your feedback' })).toBeVisible();
  await expect(feedback).toBeHidden();

  // Read on the server too: a fresh page shows one unread left.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
    'Notifications: 1',
  );
});
