import { Button, Center, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';

// The router's errorElement. BACK TO HOME reloads the document: the usual cause in production is a
// lazy chunk that vanished with a new deploy, and a fresh page load fixes that.
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md">
        <Title order={2}>{t('common.somethingWentWrong')}</Title>
        <Button component={Link} to="/" reloadDocument>
          {t('common.backToHome')}
        </Button>
      </Stack>
    </Center>
  );
}
