import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ComposeMessage } from './compose-message';
import { MessageHistoryTable } from './message-history-table';

/**
 * /dashboard/messageUsers (Admin): a notification, and optionally an SMS and an e-mail, to the
 * retailers a filter picks, previewed before it is sent; below, what was sent before.
 */
export function MessageUsersPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1000}>
      <Title order={2} size="h3">
        {t('staff.sections.messageUsers')}
      </Title>
      <ComposeMessage />
      <MessageHistoryTable />
    </Stack>
  );
}
