import { ActionIcon, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMedia } from '../../lib/use-media';
import { useTouchDevice } from '../../lib/use-touch-device';

/** The spec's layout breakpoint, 700 px: two columns above it, one below. */
export const WIDE = '(min-width: 43.75em)';

type BillingLayoutProps = {
  title: string;
  /** Bill number and date, beside the title. */
  billNumber: ReactNode;
  onHelp: () => void;
  /** Product search. */
  left: ReactNode;
  /** Items, bill-to, GST type, summary, payment. */
  right: ReactNode;
  /** The bill's total, as shown. */
  total: string;
  /** The Save (or Edit) Invoice button. */
  save: ReactNode;
};

/**
 * Counter PC: search on the left (it stays in view while the bill grows), the bill on the right,
 * Save at its foot. Phone: one column, search first, and a bar with the total and Save held at the
 * bottom of the screen, so a bill of any length is saved without scrolling to its end. Keyboard
 * hints show only where there is a keyboard.
 */
export function BillingLayout({ title, billNumber, onHelp, left, right, total, save }: BillingLayoutProps) {
  const { t } = useTranslation();
  const wide = useMedia(WIDE);
  const touch = useTouchDevice();
  return (
    <Stack gap="sm" maw={1280} mx="auto">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={2} size="h3">
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {billNumber}
          {!touch && (
            <ActionIcon variant="subtle" aria-label={t('billing.shortcuts.open')} onClick={onHelp}>
              <IconKeyboard size={20} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      {wide && !touch && (
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
            <Stack gap="md">
              {right}
              {save}
            </Stack>
          </Paper>
        </Box>
      ) : (
        <>
          <Stack gap="sm">
            {left}
            <Divider />
            {right}
          </Stack>
          <Paper
            role="region"
            aria-label={t('billing.bar')}
            shadow="md"
            p="xs"
            withBorder
            style={{ position: 'sticky', bottom: 0, zIndex: 3 }}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('billing.summary.total')}
                </Text>
                <Text fw={700} size="lg" data-bar-total>
                  {total}
                </Text>
              </Stack>
              <Box style={{ flex: 1, maxWidth: 220 }}>{save}</Box>
            </Group>
          </Paper>
        </>
      )}
    </Stack>
  );
}
