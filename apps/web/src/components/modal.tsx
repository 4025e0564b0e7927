import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useOpenedOnce } from '../lib/use-opened-once';

/** Mantine's Modal, drawn from the first time it opens (lib/use-opened-once.ts says why). */
export function Modal(props: ModalProps) {
  const { drawn, opened } = useOpenedOnce(props.opened);
  return drawn ? <MantineModal {...props} opened={opened} /> : null;
}
