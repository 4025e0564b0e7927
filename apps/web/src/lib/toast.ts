import { notifications } from '@mantine/notifications';
import { type ToastKind, takePendingToast } from './login-handoff';

// The spec's toasts: one at a time (the previous one is cleaned first), bottom-left, 2 seconds.
// Position and duration are set once, in app/toasts.tsx.

const colors: Record<ToastKind, string> = { error: 'red', success: 'teal', info: 'blue' };

export function showToast(message: string, kind: ToastKind = 'info'): void {
  notifications.clean();
  notifications.show({ message, color: colors[kind], 'data-kind': kind });
}

/** Shows the toast the page before left for this one (login-handoff.ts), if any. */
export function showPendingToast(): void {
  const pending = takePendingToast();
  if (pending) showToast(pending.message, pending.kind);
}
