import { type SettingsData, type SettingsUpdate, ZSettingsUpdate } from '@galla/contracts/staff-settings';
import { retailerPageFlags } from '@galla/domain/permissions';
import {
  Alert,
  Button,
  Checkbox,
  Loader,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useConsoleSettings, useSaveSettings } from './api';

type Values = Omit<SettingsData, 'gstRates'>;
type Field = keyof Values;

/**
 * /dashboard/configurations (labelled Settings, Admin only): the platform's flags and figures. A
 * save takes effect at once for every retailer; each change is in the audit log.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useConsoleSettings();
  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        {t('staff.sections.configurations')}
      </Title>
      {settings.isPending ? (
        <Loader aria-label={t('common.loading')} />
      ) : settings.isError || !settings.data ? (
        <Alert color="red">{t('staff.settings.error')}</Alert>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </Stack>
  );
}

function SettingsForm({ initial }: { initial: SettingsData }) {
  const { t } = useTranslation();
  const save = useSaveSettings();
  const { gstRates, ...start } = initial;
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const number = (field: Field, label: string, rupees = false) => (
    <NumberInput
      label={label}
      prefix={rupees ? '₹ ' : undefined}
      decimalScale={rupees ? 2 : 0}
      thousandSeparator=","
      thousandsGroupStyle="lakh"
      min={0}
      value={values[field] as number}
      error={errors[field]}
      onChange={(value) => set(field, (value === '' ? '' : value) as never)}
    />
  );

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZSettingsUpdate.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    const result = await save.mutateAsync(values as SettingsUpdate).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staff.settings.flags')}
            </Title>
            <Switch
              label={t('staff.settings.retailerLogin')}
              checked={values.retailerLogin}
              onChange={(e) => set('retailerLogin', e.currentTarget.checked)}
            />
            <Switch
              label={t('staff.settings.sms')}
              checked={values.sms}
              onChange={(e) => set('sms', e.currentTarget.checked)}
            />
            <TextInput
              label={t('staff.settings.supportPhone')}
              description={t('staff.settings.supportPhoneHint')}
              inputMode="tel"
              value={values.supportPhone}
              error={errors.supportPhone}
              onChange={(e) => set('supportPhone', e.currentTarget.value)}
            />
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staff.settings.smsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('smsRate', t('staff.settings.smsRate'), true)}
              {number('smsMinPurchaseSms', t('staff.settings.smsMinPurchase'))}
              {number('smsCharsGsm', t('staff.settings.smsCharsGsm'))}
              {number('smsCharsUnicode', t('staff.settings.smsCharsUnicode'))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('staff.settings.pointsTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {number('pointsRupeesPerPoint', t('staff.settings.pointsRupees'), true)}
              {number('pointsConversionRate', t('staff.settings.conversionRate'))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('staff.settings.newShops')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staff.settings.newShopsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
              {retailerPageFlags.map((flag) => (
                <Checkbox
                  key={flag}
                  label={t(`staff.flags.${flag}`)}
                  checked={values.newShopFlags[flag]}
                  onChange={(e) =>
                    set('newShopFlags', { ...values.newShopFlags, [flag]: e.currentTarget.checked })
                  }
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('staff.settings.save')}
        </Button>
        <Paper withBorder p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('staff.settings.gstTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('staff.settings.gstReadOnly')}
            </Text>
            <Table withTableBorder maw={360} aria-label={t('staff.settings.gstTitle')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('staff.settings.gstRate')}</Table.Th>
                  <Table.Th>{t('staff.settings.gstSince')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {gstRates.map((r) => (
                  <Table.Tr key={r.ratePercent}>
                    <Table.Td>{r.ratePercent}%</Table.Td>
                    <Table.Td>{formatDate(`${r.since}T00:00:00+05:30`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
