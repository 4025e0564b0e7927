import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TicketDesk } from './ticket-desk';

/** /dashboard/customerSupport: the tickets retailers raised from Help. */
export function CustomerSupportPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.customerSupport')}
      </Title>
      <TicketDesk desk="support" />
    </Stack>
  );
}
