import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import type { Cart } from './redeem-cart';

type Props = {
  cart: Cart | null;
  points: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Confirm Purchase': 'Do you want to redeem {points} for :' and a 'qty x price name' line per card. */
export function ConfirmPurchaseDialog({ cart, points, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={cart !== null} onClose={onClose} title={t('rewards.confirmTitle')} centered>
      {cart && (
        <Stack gap="sm">
          <Text>{t('rewards.confirmText', { points: points.toLocaleString('en-IN') })}</Text>
          <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {cart.map((l) => (
              <Text component="li" key={l.card.id} size="sm">
                {`${l.qty} x ${l.card.custom_denominations} ${l.card.name}`}
              </Text>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('rewards.cancel')}
            </Button>
            <Button onClick={onConfirm} loading={busy} data-autofocus>
              {t('rewards.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
