import { ActionIcon, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's layout breakpoint, 700 px: two columns above it, one below. */
const WIDE = '(min-width: 43.75em)';

type BillingLayoutProps = {
  title: string;
  /** Bill number and date, beside the title. */
  billNumber: ReactNode;
  onHelp: () => void;
  /** Product search. */
  left: ReactNode;
  /** Items, bill-to, GST type, summary, payment, save. */
  right: ReactNode;
};

/**
 * Counter PC: search on the left (it stays in view while the bill grows), the bill on the right.
 * Phone: one column, search first. The keyboard hint line shows only where there is a keyboard.
 */
export function BillingLayout({ title, billNumber, onHelp, left, right }: BillingLayoutProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(WIDE, true);
  return (
    <Stack gap="sm" maw={1280} mx="auto">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {billNumber}
          <ActionIcon variant="subtle" aria-label={t('billing.shortcuts.open')} onClick={onHelp}>
            <IconKeyboard size={20} />
          </ActionIcon>
        </Group>
      </Group>
      {wide && (
        <Text size="xs" c="dimmed">
          {t('billing.shortcuts.hint')}
        </Text>
      )}
      {wide ? (
        <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: 16 }}>
          <Box
            style={{ position: 'sticky', top: 'var(--app-shell-header-height, 60px)', alignSelf: 'start' }}
          >
            <Paper withBorder p="sm">
              {left}
            </Paper>
          </Box>
          <Paper withBorder p="sm">
            {right}
          </Paper>
        </Box>
      ) : (
        <Stack gap="sm">
          {left}
          <Divider />
          {right}
        </Stack>
      )}
    </Stack>
  );
}
