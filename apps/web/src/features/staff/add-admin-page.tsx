import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditLogTable } from './audit-log-table';
import { StaffUsersTable } from './staff-users-table';

/** /dashboard/addAdmin (Admin only): the staff accounts, and the audit log of console changes. */
export function AddAdminPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.addAdmin')}
      </Title>
      <Tabs defaultValue="staff" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="staff">{t('staff.users.title')}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('staff.audit.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="staff" pt="sm">
          <StaffUsersTable />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="sm">
          <AuditLogTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
