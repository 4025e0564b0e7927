import { type RewardSettings, ZRewardSettingsUpdate } from '@galla/contracts/console-rewards';
import {
  Alert,
  Button,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useRewardSettings, useSaveRewardSettings } from './api';

type Values = Omit<RewardSettings, 'cards'>;
type Field = keyof Values;

/** The points rule, the conversion rate and the survey's card, checked with the server's schema. */
export function RewardRulesForm() {
  const { t } = useTranslation();
  const settings = useRewardSettings();
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} maw={720}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('staffRewards.rules')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('staffRewards.rulesHint')}
        </Text>
        {settings.isPending ? (
          <Loader aria-label={t('common.loading')} />
        ) : settings.isError || !settings.data ? (
          <Alert color="red">{t('staffRewards.rulesError')}</Alert>
        ) : (
          <RulesForm initial={settings.data} />
        )}
      </Stack>
    </Paper>
  );
}

function RulesForm({ initial }: { initial: RewardSettings }) {
  const { t } = useTranslation();
  const save = useSaveRewardSettings();
  const { cards, ...start } = initial;
  const [values, setValues] = useState<Values>(start);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZRewardSettingsUpdate.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    const result = await save.mutateAsync(values).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label={t('staffRewards.pointsRupees')}
            prefix="₹ "
            decimalScale={0}
            thousandSeparator=","
            thousandsGroupStyle="lakh"
            min={0}
            value={values.pointsRupeesPerPoint}
            error={errors.pointsRupeesPerPoint}
            onChange={(value) => set('pointsRupeesPerPoint', value as number)}
          />
          <NumberInput
            label={t('staffRewards.conversionRate')}
            decimalScale={0}
            min={0}
            value={values.pointsConversionRate}
            error={errors.pointsConversionRate}
            onChange={(value) => set('pointsConversionRate', value as number)}
          />
        </SimpleGrid>
        <Select
          label={t('staffRewards.surveyCard')}
          placeholder={t('staffRewards.surveyCheapest')}
          clearable
          data={cards.map((c) => ({ value: c.sku, label: `${c.name} ${formatRupees(c.value)} (${c.sku})` }))}
          value={values.surveyRewardSku}
          error={errors.surveyRewardSku}
          onChange={(value) => set('surveyRewardSku', value)}
        />
        <Button type="submit" loading={save.isPending} w={{ base: '100%', xs: 'auto' }}>
          {t('staffRewards.save')}
        </Button>
      </Stack>
    </form>
  );
}
