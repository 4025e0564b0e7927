import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="80vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFound.title')}</Title>
        <Title order={2}>{t('notFound.heading')}</Title>
        <Text c="dimmed" ta="center">
          {t('notFound.text')}
        </Text>
        <Button component={Link} to="/">
          {t('common.backToHome')}
        </Button>
      </Stack>
    </Center>
  );
}
