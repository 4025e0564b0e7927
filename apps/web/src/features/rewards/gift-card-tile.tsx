import type { GiftCardWire } from '@galla/contracts/rewards';
import { ActionIcon, Avatar, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';

type Props = {
  card: GiftCardWire;
  points: number;
  qty: number;
  onStep: (delta: 1 | -1) => void;
};

/** One card of the REDEEM grid: value, 'VOUCHER', points required, logo; REDEEM becomes a stepper. */
export function GiftCardTile({ card, points, qty, onStep }: Props) {
  const { t } = useTranslation();
  const initials = card.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={`${card.name} ${card.custom_denominations}`}
      role="group"
    >
      <Stack gap={6} align="center" ta="center">
        {card.images.image ? (
          <Image src={card.images.image} alt={card.name} h={40} w="auto" fit="contain" />
        ) : (
          <Avatar color="orange" radius="sm" size={40} alt={card.name}>
            {initials}
          </Avatar>
        )}
        <Text fw={700} size="lg">
          {formatRupees(Number(card.custom_denominations))}
        </Text>
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {t('rewards.voucher')}
        </Text>
        <Text size="xs" lineClamp={1}>
          {card.name}
        </Text>
        <Text size="sm">{t('rewards.pointsEach', { points: points.toLocaleString('en-IN') })}</Text>
        {qty === 0 ? (
          <Button size="xs" fullWidth onClick={() => onStep(1)}>
            {t('rewards.redeem')}
          </Button>
        ) : (
          <Group gap="xs" justify="center" wrap="nowrap">
            <ActionIcon
              variant="light"
              aria-label={t('rewards.less', { name: card.name })}
              onClick={() => onStep(-1)}
            >
              <IconMinus size={16} />
            </ActionIcon>
            <Text fw={600} w={24} aria-label={t('rewards.quantity')}>
              {qty}
            </Text>
            <ActionIcon
              variant="light"
              aria-label={t('rewards.more', { name: card.name })}
              onClick={() => onStep(1)}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
