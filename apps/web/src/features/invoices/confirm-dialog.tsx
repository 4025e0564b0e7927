import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  dismissLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes/no question before a step that cannot be undone (deleting or cancelling an invoice). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  dismissLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title} centered>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {dismissLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
