import { Alert, Center, Container, Image, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSurveyReward } from './api';

const rupees = (value: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);

/** /getRewards/{surveyToken} confirms the voucher; /getRewards shows a sample amount (a placeholder). */
export function GetRewardsPage() {
  const token = useParams().token;
  return (
    <Container size="sm" py="xl" px="sm">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto">
        {token ? <SurveyReward token={token} /> : <SampleReward />}
      </Paper>
    </Container>
  );
}

function SampleReward() {
  const { t } = useTranslation();
  // The spec's placeholder: a random amount of 1 to 60 rupees.
  const [value] = useState(() => 1 + Math.floor(Math.random() * 60));
  return (
    <Stack gap="md" align="center">
      <Title order={1} size="h3" ta="center">
        {t('survey.congrats', { value: rupees(value) })}
      </Title>
      <VoucherImage src={null} name={t('survey.voucher')} />
      <Text size="sm" c="dimmed" ta="center">
        {t('survey.sampleNote')}
      </Text>
    </Stack>
  );
}

function SurveyReward({ token }: { token: string }) {
  const { t } = useTranslation();
  const query = useSurveyReward(token);
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  }
  const reward = query.data;
  if (!reward?.confirmed || reward.voucherValue === undefined) {
    return (
      <Stack gap="md" align="center">
        <Loader aria-label={t('common.loading')} />
        <Text ta="center">{t('survey.confirming')}</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="center">
      <Title order={1} size="h3" ta="center">
        {t('survey.congrats', { value: rupees(reward.voucherValue) })}
      </Title>
      <VoucherImage
        src={reward.voucherImages?.mobile ?? null}
        name={reward.voucherName ?? t('survey.voucher')}
      />
      <Text fw={600}>{reward.voucherName}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {t('survey.sentToEmail')}
      </Text>
    </Stack>
  );
}

function VoucherImage({ src, name }: { src: string | null; name: string }) {
  if (src) return <Image src={src} alt={name} maw={280} radius="md" />;
  return (
    <Center>
      <ThemeIcon size={96} radius="md" variant="light" aria-label={name} role="img">
        <IconGift size={64} />
      </ThemeIcon>
    </Center>
  );
}
