import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconConfetti } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { useSession } from '../../lib/session';

export type SavedBill = { billId: number; invoiceId: number; invoiceNumber: string; points: number };

type CongratsModalProps = {
  saved: SavedBill | null;
  onShowInvoice: () => void;
  /** Also what closing (Esc) does: the bill is saved, the counter moves on to the next one. */
  onCreateNew: () => void;
};

/** After a new save: the reward points earned, Show Invoice or Create New Invoice (§2 Rewards). */
export function CongratsModal({ saved, onShowInvoice, onCreateNew }: CongratsModalProps) {
  const { t } = useTranslation();
  const session = useSession();
  // The spec's Redeem Now: the points page, for those who may open it (never a sub-user).
  const mayRedeem = session?.kind === 'retailer' && session.profile.configuration.rewardPoints;
  return (
    <Modal opened={saved !== null} onClose={onCreateNew} title={t('billing.congrats.title')} centered>
      {saved && (
        <Stack align="center" gap="sm">
          <IconConfetti size={48} stroke={1.5} color="var(--mantine-color-yellow-6)" />
          <Text fw={600}>{t('billing.congrats.saved', { number: saved.invoiceNumber })}</Text>
          <Text>{t('billing.congrats.points', { count: saved.points })}</Text>
          {mayRedeem && (
            <Anchor component={Link} to="/rewardPoints" size="sm">
              {t('billing.congrats.redeemNow')}
            </Anchor>
          )}
          <Group justify="center" gap="sm" mt="sm">
            <Button variant="default" onClick={onShowInvoice}>
              {t('billing.congrats.showInvoice')}
            </Button>
            <Button onClick={onCreateNew} data-autofocus>
              {t('billing.congrats.createNew')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
