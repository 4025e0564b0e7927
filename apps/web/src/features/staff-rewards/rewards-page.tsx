import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GiftCardsTable } from './gift-cards-table';
import { RewardRulesForm } from './reward-rules-form';

/**
 * /dashboard/rewards (Admin only): how bills earn points and what a point is worth, the card a
 * filled survey wins, and which of the provider's gift cards retailers may redeem.
 */
export function RewardsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.rewards')}
      </Title>
      <RewardRulesForm />
      <GiftCardsTable />
    </Stack>
  );
}
