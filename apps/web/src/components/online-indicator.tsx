import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/online-status';

export function OnlineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const label = online ? t('shell.online') : t('shell.offline');
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-label={label} title={label}>
      <Box w={10} h={10} bg={online ? 'teal.6' : 'red.6'} style={{ borderRadius: '50%' }} />
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {label}
      </Text>
    </Group>
  );
}
