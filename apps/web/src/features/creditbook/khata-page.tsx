import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { formatRupees } from '../../lib/format';
import { useCustomerDues } from './api';
import { CreditCard } from './credit-card';

/** /creditBook/customer?id= (beyond the spec): a customer's khata, their dues across all their bills. */
export function KhataPage() {
  return (
    <FlagGuard flag="creditBook">
      <Khata />
    </FlagGuard>
  );
}

function Khata() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const dues = useCustomerDues(Number.isSafeInteger(id) && id > 0 ? id : null);

  if (dues.isPending && dues.fetchStatus !== 'idle') {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!dues.data) {
    return (
      <Stack maw={760} mx="auto" gap="sm" role="alert">
        <Text>{t('creditBook.notFound')}</Text>
        <Anchor component={Link} to="/creditBook">
          {t('creditBook.back')}
        </Anchor>
      </Stack>
    );
  }
  const d = dues.data;
  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Anchor component={Link} to="/creditBook" size="sm">
        {t('creditBook.back')}
      </Anchor>
      <Title order={2} size="h3">
        {t('creditBook.khataTitle')}: {d.customerName}
      </Title>
      <Text size="sm" c="dimmed">
        {d.mobileNumber}
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {[
          [t('creditBook.total'), d.totalAmount],
          [t('creditBook.received'), d.receivedAmount],
          [t('creditBook.dueBalance'), d.dueBalance],
        ].map(([label, value]) => (
          <Paper key={label as string} withBorder p="xs" aria-label={label as string} component="section">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{formatRupees(value as number)}</Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('creditBook.khataCredits')}
      </Title>
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('creditBook.khataCredits')}
      >
        {d.credits.map((credit) => (
          <CreditCard key={credit.creditId} credit={credit} />
        ))}
      </Stack>
    </Stack>
  );
}
