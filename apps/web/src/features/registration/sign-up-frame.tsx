import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the sign-up screens: full width on a phone, a wider card than login on a counter PC. */
export function SignUpFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640}>
        <Stack gap="md">
          <Text fw={800} fz={28} c="blue.7" ta="center">
            {t('common.appName')}
          </Text>
          <Title order={2} size="h3" ta="center">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
