import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LeadsTable } from './leads-table';

/** /dashboard/leads (Admin, subAdmin): prospects, their pipeline, manager and notes. */
export function LeadsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.leads')}
      </Title>
      <LeadsTable />
    </Stack>
  );
}
