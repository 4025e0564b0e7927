import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from '../../test/render-app';

// Steps through the sign-up wizard the way a user does; shared by the sign-up tests. Fields are
// filled by pasting: typing every character of three steps is slow on a busy test machine.
type User = ReturnType<typeof renderApp>['user'];

export async function paste(user: User, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

export const input = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
export const select = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;
export const next = () => screen.getByRole('button', { name: 'Next' });
/** The step's own message, not a toast. */
export const stepAlert = () =>
  screen.getAllByRole('alert').find((element) => !element.closest('.mantine-Notification-root'));

export async function fillPersonal(
  user: User,
  { password = 'secret123', confirm }: { password?: string; confirm?: string } = {},
) {
  await paste(user, await screen.findByLabelText(/^First Name/, { selector: 'input' }), 'Sunita');
  await paste(user, input(/^Last Name/), 'Sharma');
  await paste(user, input(/^Contact Number/), '9876501234');
  await paste(user, input(/^User Name/), 'sunita');
  await paste(user, input(/^Email/), 'sunita@example.com');
  await paste(user, input(/^Password/), password);
  await paste(user, input(/^Confirm Password/), confirm ?? password);
}

export async function fillShop(user: User) {
  await paste(
    user,
    await screen.findByLabelText(/^Shop Name/, { selector: 'input' }),
    'Sharma General Store',
  );
  await paste(user, input(/^Address Line 1/), '12 MG Road');
  await paste(user, input(/^Pincode/), '400001');
  // The pincode lookup fills in the state and city.
  await waitFor(() => expect(select(/^City/).value).toBe('27001'));
}

export async function toShopStep(user: User) {
  await fillPersonal(user);
  await user.click(next());
  await screen.findByLabelText(/^Shop Name/, { selector: 'input' });
}

export async function toPaymentStep(user: User) {
  await toShopStep(user);
  await fillShop(user);
  await user.click(next());
  await screen.findByLabelText(/^Shop Status/, { selector: 'select' });
}

export async function fillPayment(user: User) {
  await user.selectOptions(
    await screen.findByLabelText(/^Shop Status/, { selector: 'select' }),
    'proprietorship',
  );
  await user.selectOptions(select(/^Shop Type/), 'stand alone store');
  await user.click(screen.getByRole('checkbox', { name: 'No finance facility' }));
  await user.click(screen.getByRole('checkbox', { name: 'Cash' }));
}
