import { notifications } from '@mantine/notifications';

// The add-product toasts stay 5 seconds (shop-operations §2), not the usual 2; otherwise they behave
// like lib/toast: one at a time, bottom-left.
export const ADD_TOAST_MS = 5000;

export function showAddToast(message: string, kind: 'success' | 'error'): void {
  notifications.clean();
  notifications.show({
    message,
    color: kind === 'success' ? 'teal' : 'red',
    autoClose: ADD_TOAST_MS,
    'data-kind': kind,
  });
}
