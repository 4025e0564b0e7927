import type { TodaySummary } from '@galla/contracts/reports';
import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupees } from '../../lib/format';
import { useSession } from '../../lib/session';
import { DuesTile } from '../creditbook/dues-tile';
import { useTodaySummary } from './api';

/**
 * The owner's first look of the day (issue 17, item 11): today's sales and bills, the payments by
 * mode, the products running low, and what customers owe (the credit book), each opening its screen.
 */
const TILE_COLUMNS = { base: 1, xs: 2, md: 4 };
/** A tile with a heading and two lines of figures. */
const TILE_MIN_HEIGHT = 110;

export function TodayTiles() {
  const { t } = useTranslation();
  const summary = useTodaySummary(true);
  const session = useSession();
  // The dues tile shows only with the credit book on (creditbook/dues-tile.tsx).
  const tiles = session?.kind === 'retailer' && session.profile.configuration.creditBook === true ? 4 : 3;

  if (summary.isPending) {
    // The tiles' frames are drawn while the figures load, so the home tiles below do not jump down
    // when they arrive (Lighthouse counted that shift as 0.37 on a phone).
    return (
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('dashboard.today.title')}
        </Title>
        <SimpleGrid cols={TILE_COLUMNS} spacing="sm">
          {Array.from({ length: tiles }, (_, i) => (
            <Paper key={i} withBorder p="md" mih={TILE_MIN_HEIGHT}>
              {i === 0 && (
                <Group gap="xs" role="status">
                  <Loader size="sm" />
                  <Text size="sm">{t('dashboard.today.loading')}</Text>
                </Group>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  if (summary.isError) {
    return (
      <Paper withBorder p="md" role="alert">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('dashboard.today.error')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void summary.refetch()}>
            {t('dashboard.today.retry')}
          </Button>
        </Group>
      </Paper>
    );
  }
  return <Figures data={summary.data} />;
}

function Figures({ data }: { data: TodaySummary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('dashboard.today.title')}
      </Title>
      <SimpleGrid cols={TILE_COLUMNS} spacing="sm">
        <Tile label={t('dashboard.today.sales')} to="/Search Invoice">
          <Text fz={22} fw={700} data-figure="sales">
            {formatRupees(data.sales.totalAmount)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.today.bills', { count: data.sales.bills })}
          </Text>
        </Tile>
        <Tile label={t('dashboard.today.payments')} to="/Search Invoice">
          {data.payments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dashboard.today.noPayments')}
            </Text>
          ) : (
            data.payments.map((p) => (
              <Group key={p.mode} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm">{p.label}</Text>
                <Text size="sm" fw={600}>
                  {formatRupees(p.amount)}
                </Text>
              </Group>
            ))
          )}
        </Tile>
        <Tile label={t('dashboard.today.lowStock', { count: data.lowStock.count })} to="/inventoryManage">
          {data.lowStock.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('dashboard.today.noLowStock')}
            </Text>
          ) : (
            data.lowStock.items.map((item) => (
              <Group key={item.productId} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {item.modelName}
                </Text>
                <Text size="sm" fw={600} c={item.modelQuantity <= 0 ? 'red.8' : 'orange.8'}>
                  {item.modelQuantity} {item.units}
                </Text>
              </Group>
            ))
          )}
        </Tile>
        <DuesTile />
      </SimpleGrid>
    </Stack>
  );
}

/** A figure tile whose heading opens the screen behind the figure. */
function Tile({ label, to, children }: { label: string; to: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" mih={TILE_MIN_HEIGHT} aria-label={label} component="section">
      <Anchor component={Link} to={to} size="sm" fw={600}>
        {label}
      </Anchor>
      <Stack gap={2} mt={4}>
        {children}
      </Stack>
    </Paper>
  );
}
