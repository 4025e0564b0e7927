import { Button, Group, Text } from '@mantine/core';
import { Modal } from './modal';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed step is running: the dialog stays open and cannot be dismissed. */
  pending?: boolean;
  /**
   * Focus the confirm button, so Enter confirms and Esc cancels without the mouse (the counter's
   * questions). Off for steps that cannot be undone, where a stray Enter should not confirm.
   */
  focusConfirm?: boolean;
};

/** A yes/no question: the spec's confirmations on the billing screen and before cancelling a bill. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  pending = false,
  focusConfirm = false,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onCancel} title={title} centered size="sm">
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending} data-autofocus={focusConfirm || undefined}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
