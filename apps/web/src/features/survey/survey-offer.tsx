import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The survey offer on the public invoice page (accounts spec §2): Fill Survey leads to the survey
// sign-in of this invoice; Skip To Download Pdf leaves the invoice and its downloads alone on the page.
export function SurveyOffer({ invoiceToken }: { invoiceToken: string }) {
  const { t } = useTranslation();
  const [skipped, setSkipped] = useState(false);
  if (skipped) return null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} bg="var(--mantine-color-yellow-light)">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconGift size={22} aria-hidden />
          <Text fw={700}>{t('survey.title')}</Text>
        </Group>
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button component={Link} to={`/earnRewards/${encodeURIComponent(invoiceToken)}`}>
            {t('survey.fill')}
          </Button>
          <Button variant="default" onClick={() => setSkipped(true)}>
            {t('survey.skip')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
