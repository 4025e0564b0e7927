import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRupees } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useTotalDues } from './api';

/** The home page's Dues tile: what the shop's customers owe in all; it opens the credit book. */
export function DuesTile() {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = session?.kind === 'retailer' && session.profile.configuration.creditBook === true;
  const dues = useTotalDues(allowed);
  const label = t('creditBook.dues');
  if (!allowed) return null;
  return (
    // As tall as the other today tiles (dashboard/today-tiles.tsx) while it loads.
    <Paper withBorder p="md" mih={110} aria-label={label} component="section">
      <Anchor component={Link} to="/creditBook" size="sm" fw={600}>
        {label}
      </Anchor>
      <Stack gap={2} mt={4}>
        {dues.isPending ? (
          <Text size="sm" c="dimmed">
            {t('common.loading')}
          </Text>
        ) : dues.isError ? (
          <Text size="sm" c="dimmed">
            {t('creditBook.duesError')}
          </Text>
        ) : (
          <>
            <Text fz={22} fw={700} data-figure="dues">
              {formatRupees(dues.data.dueBalance)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('creditBook.duesOpen', { count: dues.data.openCredits })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
