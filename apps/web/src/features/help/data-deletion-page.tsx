import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

export const SUPPORT_EMAIL = 'support@galla.local';

/** /data-deletion: the public notice (accounts spec §2), outside any shell. */
export function DataDeletionPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p={{ base: 'xs', sm: 'md' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640} component="main">
        <Stack gap="md">
          <Text fw={800} fz={28} c="blue.7" ta="center">
            {t('common.appName')}
          </Text>
          <Title order={1} size="h2" ta="center">
            {t('dataDeletion.title')}
          </Title>
          <Text>{t('dataDeletion.intro')}</Text>
          <Text>
            <Trans
              i18nKey="dataDeletion.howTo"
              values={{ email: SUPPORT_EMAIL }}
              components={{ mail: <Anchor href={`mailto:${SUPPORT_EMAIL}`} /> }}
            />
          </Text>
          <Text fw={600}>{t('dataDeletion.timeline')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
