import type { ManagerNode } from '@galla/contracts/retailer-managers';
import { Alert, Grid, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RmTicketsTab } from '../staff-support/rm-tickets-tab';
import { useManagerTree } from './api';
import { ManagersTree } from './managers-tree';
import { ReportsToModal } from './reports-to-modal';
import { RmRetailersTable } from './rm-retailers-table';

/**
 * /dashboard/retailerManager (RM management): the managers' tree on one side, the chosen manager's
 * retailers (theirs and their team's) on the other. A manager sees only their own team; an Admin or
 * subAdmin sees everyone and sets who reports to whom. The Tickets tab holds the support tickets
 * escalated to the signed-in manager (zonal and state managers have no Customer Support section).
 */
export function RmManagementPage() {
  const { t } = useTranslation();
  const tree = useManagerTree();
  const [selected, setSelected] = useState<number | null>(null);
  const [editing, setEditing] = useState<ManagerNode>();
  const managers = tree.data?.managers ?? [];
  const chosen = managers.find((m) => m.staffId === selected);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('staff.sections.retailerManager')}
      </Title>
      <Tabs defaultValue="retailers" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="retailers">{t('consoleRm.retailersTab')}</Tabs.Tab>
          <Tabs.Tab value="tickets">{t('consoleRm.ticketsTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tickets" pt="md">
          <RmTicketsTab />
        </Tabs.Panel>
        <Tabs.Panel value="retailers" pt="md">
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p="xs">
                <Title order={3} size="h5" mb="xs">
                  {t('consoleRm.managers')}
                </Title>
                {tree.isPending ? (
                  <Loader size="sm" />
                ) : tree.isError ? (
                  <Alert color="red">{t('consoleRm.treeError')}</Alert>
                ) : (
                  <>
                    <ManagersTree
                      managers={managers}
                      selected={selected}
                      onSelect={setSelected}
                      onEditReportsTo={tree.data.canEdit ? setEditing : undefined}
                    />
                    {managers.length === 0 && (
                      <Text size="sm" c="dimmed" mt="xs">
                        {t('consoleRm.noManagers')}
                      </Text>
                    )}
                  </>
                )}
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }} style={{ minWidth: 0 }}>
              <Stack gap="xs">
                <Title order={3} size="h5">
                  {chosen
                    ? t('consoleRm.retailersOf', { name: `${chosen.firstName} ${chosen.lastName}`.trim() })
                    : t('consoleRm.retailersAll')}
                </Title>
                <RmRetailersTable managerId={selected} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
      </Tabs>
      <ReportsToModal member={editing} managers={managers} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
