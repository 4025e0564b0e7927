import { notifications } from '@mantine/notifications';

// The spec's toasts: one at a time (the previous one is cleaned first), bottom-left, 2 seconds.
// Position and duration are set once on <Notifications> in providers.tsx.
type ToastKind = 'error' | 'success' | 'info';

const colors: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'blue' };

export function showToast(message: string, kind: ToastKind = 'info'): void {
  notifications.clean();
  notifications.show({ message, color: colors[kind], 'data-kind': kind });
}
