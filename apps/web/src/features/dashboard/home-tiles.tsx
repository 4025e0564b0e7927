import type { Configuration, ConfigurationKey } from '@galla/contracts/profile';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconBook2,
  IconFileSearch,
  IconGift,
  IconPackage,
  IconReceipt2,
  IconReportMoney,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Tile = { flag: ConfigurationKey & keyof typeof labels; to: string; icon: TablerIcon };

const labels = {
  manageInventory: 'dashboard.manageInventory',
  billing: 'dashboard.billing',
  expenses: 'dashboard.expenses',
  searchInvoice: 'dashboard.searchInvoice',
  rewardPoints: 'dashboard.rewardPoints',
  creditBook: 'dashboard.creditBook',
} as const;

// Home tile targets are the spec's routes, spaced ones included (shop operations §2).
const tiles: Tile[] = [
  { flag: 'manageInventory', to: '/inventoryManage', icon: IconPackage },
  { flag: 'billing', to: '/billing', icon: IconReceipt2 },
  { flag: 'expenses', to: '/Expenses', icon: IconReportMoney },
  { flag: 'searchInvoice', to: '/Search Invoice', icon: IconFileSearch },
  { flag: 'rewardPoints', to: '/rewardPoints', icon: IconGift },
  { flag: 'creditBook', to: '/creditBook', icon: IconBook2 },
];

/** One tile per module; a tile opens only when the user's configuration flag for it is on. */
export function HomeTiles({ configuration }: { configuration: Partial<Configuration> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {tiles.map(({ flag, to, icon: Icon }) => {
        const enabled = configuration[flag] === true;
        const content = (
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" color={enabled ? 'blue' : 'gray'}>
              <Icon size={28} stroke={1.6} />
            </ThemeIcon>
            <Text fw={600} ta="center" size="sm">
              {t(labels[flag])}
            </Text>
          </Stack>
        );
        return enabled ? (
          <Paper
            key={flag}
            component={Link}
            to={to}
            withBorder
            shadow="xs"
            p="md"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            {content}
          </Paper>
        ) : (
          // A disabled link in the WAI-ARIA sense: announced as a link that cannot be followed.
          <Paper
            key={flag}
            role="link"
            aria-disabled="true"
            withBorder
            p="md"
            bg="gray.1"
            c="dimmed"
            style={{ cursor: 'not-allowed', opacity: 0.55 }}
          >
            {content}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
