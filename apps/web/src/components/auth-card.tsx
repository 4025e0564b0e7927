import { Flex, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuthCardProps = {
  title: string;
  children: ReactNode /** Sign-up's longer forms get a wider card. */;
  wide?: boolean;
};

/** The frame of the sign-in screens: full width on a phone, a centred card on a counter PC. */
export function AuthCard({ title, children, wide = false }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    // On a phone the card starts at the top: the on-screen keyboard leaves room for the fields, and a
    // page painted before it has all arrived only grows downwards, so nothing that was drawn moves.
    <Flex
      mih="100vh"
      justify="center"
      align={{ base: 'flex-start', sm: 'center' }}
      p={{ base: 'xs', sm: 'md' }}
      bg="gray.0"
    >
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={wide ? 640 : 440}>
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
    </Flex>
  );
}
