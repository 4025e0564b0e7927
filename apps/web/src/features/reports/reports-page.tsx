import { NavLink, Paper, Stack, Title } from '@mantine/core';
import {
  IconChartBar,
  IconChevronRight,
  IconFileSpreadsheet,
  IconMail,
  IconPackages,
  IconReceiptRupee,
  IconScale,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlagGuard } from '../../app/guards';

type Entry = {
  label: 'salesAnalysis' | 'sales' | 'gstr' | 'profitLoss' | 'expense' | 'inventory';
  to: string;
  icon: TablerIcon;
};

// The reports menu (shop operations §2). Targets are the spec's routes, spaced ones included.
export const reportEntries: Entry[] = [
  { label: 'salesAnalysis', to: '/Sales Analysis', icon: IconChartBar },
  { label: 'sales', to: '/Sales Report', icon: IconMail },
  { label: 'gstr', to: '/GSTR', icon: IconFileSpreadsheet },
  { label: 'profitLoss', to: '/Profit & Loss Details', icon: IconScale },
  { label: 'expense', to: '/Expenses', icon: IconReceiptRupee },
  { label: 'inventory', to: '/inventoryOverview', icon: IconPackages },
];

/** /reports (flag reports). */
export function ReportsPage() {
  return (
    <FlagGuard flag="reports">
      <ReportsMenu />
    </FlagGuard>
  );
}

function ReportsMenu() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={2} size="h3">
        {t('reports.title')}
      </Title>
      <Paper withBorder component="nav" aria-label={t('reports.title')}>
        {reportEntries.map(({ label, to, icon: Icon }) => (
          <NavLink
            key={label}
            component={Link}
            to={to}
            label={t(`reports.${label}`)}
            leftSection={<Icon size={22} stroke={1.6} />}
            rightSection={<IconChevronRight size={18} stroke={1.6} />}
            py="md"
          />
        ))}
      </Paper>
    </Stack>
  );
}
