import { MAX_GIFT_CARDS, parseConversionRate, rewardMessages } from '@galla/domain/rewards';
import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { useSession } from '../../lib/session';
import { showToast } from '../../lib/toast';
import { useGiftCards, useRedeem, useRewardData } from './api';
import { ConfirmPurchaseDialog } from './confirm-purchase-dialog';
import { GiftCardTile } from './gift-card-tile';
import { HistoryList } from './history-list';
import {
  type Cart,
  cardPoints,
  cartPoints,
  cartQty,
  checkoutRefusal,
  redeemPayload,
  step,
} from './redeem-cart';

/** /rewardPoints (flag rewardPoints): the shop's points and history, and gift cards to redeem them for. */
export function RewardsPage() {
  return (
    <FlagGuard flag="rewardPoints">
      <Rewards />
    </FlagGuard>
  );
}

function Rewards() {
  const { t } = useTranslation();
  const session = useSession();
  const data = useRewardData();
  const cards = useGiftCards();
  const redeem = useRedeem();
  const [cart, setCart] = useState<Cart>([]);
  const [confirming, setConfirming] = useState(false);
  const rate = parseConversionRate(data.data?.conversionRate);
  const available = data.data?.retailerData.totalpointsAvailable ?? 0;
  const required = cartPoints(cart, rate);
  const hasEmail = session?.kind === 'retailer' && Boolean(session.profile.email);

  const onStep = (card: NonNullable<typeof cards.data>[number], delta: 1 | -1) => {
    if (delta > 0 && cartQty(cart) >= MAX_GIFT_CARDS) {
      showToast(rewardMessages.maxGiftCards, 'info');
      return;
    }
    setCart((c) => step(c, card, delta));
  };

  const checkout = () => {
    const refusal = checkoutRefusal(cart, rate, available);
    if (refusal) showToast(refusal.message, refusal.kind);
    else setConfirming(true);
  };

  const confirm = async () => {
    const result = await redeem.mutateAsync(redeemPayload(cart, rate, hasEmail));
    setConfirming(false);
    if (result.status === 200) {
      if (result.message) showToast(result.message, 'success');
      setCart([]);
    }
  };

  let grid: React.ReactNode;
  if (cards.isPending) {
    grid = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (cards.isError) {
    grid = (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{t('rewards.cardsFailed')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => void cards.refetch()}>
          {t('rewards.retry')}
        </Button>
      </Stack>
    );
  } else if (cards.data.length === 0) {
    grid = <Text c="dimmed">{t('rewards.cardsEmpty')}</Text>;
  } else {
    grid = (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {cards.data.map((card) => (
          <GiftCardTile
            key={card.id}
            card={card}
            points={cardPoints(card, rate)}
            qty={cart.find((l) => l.card.id === card.id)?.qty ?? 0}
            onStep={(delta) => onStep(card, delta)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }}>
      <Title order={2}>{t('rewards.title')}</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Text size="xs" fw={700} c="dimmed">
              {t('rewards.currentPoints')}
            </Text>
            {data.isPending ? (
              <Loader size="sm" aria-label={t('common.loading')} />
            ) : data.isError ? (
              <Group gap="xs" role="alert">
                <Text size="sm">{t('rewards.pointsFailed')}</Text>
                <Button size="compact-sm" variant="light" onClick={() => void data.refetch()}>
                  {t('rewards.retry')}
                </Button>
              </Group>
            ) : (
              <Text size="xl" fw={700}>
                {t('rewards.totalPoints', { points: available.toLocaleString('en-IN') })}
              </Text>
            )}
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Text size="xs" fw={700} c="dimmed" mb="xs">
              {t('rewards.history')}
            </Text>
            <HistoryList />
          </Paper>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text size="xs" fw={700} c="dimmed">
              {t('rewards.redeemTitle')}
            </Text>
            {grid}
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600}>
                {t('rewards.pointsRequired')}: {required.toLocaleString('en-IN')}
              </Text>
              <Button onClick={checkout}>{t('rewards.checkout')}</Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
      <ConfirmPurchaseDialog
        cart={confirming ? cart : null}
        points={required}
        busy={redeem.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
