import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TicketDesk } from './ticket-desk';

/**
 * The relationship manager's tickets, for a tab of RM Management (/dashboard/retailerManager):
 * the tickets support escalated to the signed-in manager, to answer and hand back.
 */
export function RmTicketsTab() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('supportTickets.rmIntro')}
      </Text>
      <TicketDesk desk="rm" />
    </Stack>
  );
}
