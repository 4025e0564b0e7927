import type { TotpEnrolment } from '@galla/contracts/staff-console';
import { messages } from '@galla/domain/messages';
import { Alert, Button, Code, Image, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useTotpConfirm, useTotpStart } from './api';

// Two-step sign-in with an authenticator app (beyond the spec): required of Admins, open to any
// staff member. Scan the QR code (or type the secret), confirm with a code, then keep the recovery
// codes, which are shown this once.
export function TotpCard() {
  const { t } = useTranslation();
  const session = useSession();
  const start = useTotpStart();
  const confirm = useTotpConfirm();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  if (session?.kind !== 'staff') return null;

  const body = () => {
    if (recoveryCodes) {
      return (
        <Alert color="green" title={t('staff.totp.on')}>
          <Text size="sm" mb="xs">
            {t('staff.totp.keepCodes')}
          </Text>
          <List size="sm" aria-label={t('staff.totp.recoveryCodes')}>
            {recoveryCodes.map((c) => (
              <List.Item key={c}>
                <Code>{c}</Code>
              </List.Item>
            ))}
          </List>
        </Alert>
      );
    }
    if (session.profile.totpEnrolled) return <Text size="sm">{t('staff.totp.isOn')}</Text>;
    if (!enrolment) {
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('staff.totp.explain')}</Text>
          <Button
            loading={start.isPending}
            onClick={async () => {
              const result = await start.mutateAsync().catch(() => null);
              if (result?.data) setEnrolment(result.data);
            }}
          >
            {t('staff.totp.setUp')}
          </Button>
        </Stack>
      );
    }
    return (
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!/^\d{6}$/.test(code.trim())) return setError(messages.totpFormat);
          try {
            const result = await confirm.mutateAsync(code.trim());
            setRecoveryCodes(result.data?.recoveryCodes ?? []);
          } catch (e) {
            setError(e instanceof ApiError ? e.message : messages.somethingBad);
          }
        }}
      >
        <Stack gap="xs">
          <Text size="sm">{t('staff.totp.scan')}</Text>
          <Image src={enrolment.qrDataUrl} alt={t('staff.totp.qrAlt')} w={200} h={200} />
          <Text size="sm">
            {t('staff.totp.orType')} <Code>{enrolment.secret}</Code>
          </Text>
          <TextInput
            label={t('staff.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(undefined);
            }}
          />
          <Button type="submit" loading={confirm.isPending}>
            {t('staff.totp.confirm')}
          </Button>
        </Stack>
      </form>
    );
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('staff.totp.title')}
        </Title>
        {body()}
      </Stack>
    </Paper>
  );
}
