import { toScreenDate } from '@galla/domain/financial-year';
import { paymentModes } from '@galla/domain/payments';
import { Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsText, NUMBER_TEXT_MAX } from '../inventory/product-form';
import { formatPaise, plainRupees } from './format';
import type { PaymentPlan, PaymentState } from './payment-plan';

type PaymentsPanelProps = {
  state: PaymentState;
  onChange: (patch: Partial<PaymentState>) => void;
  plan: PaymentPlan;
  totalPaise: number;
  amountRef: Ref<HTMLInputElement>;
};

const modeOptions = paymentModes.map((m) => ({ value: m.id, label: m.label }));
const labelOf = (id: string) => paymentModes.find((m) => m.id === id)?.label ?? id;

/**
 * Payment 1 and, when it falls short of the total, payment 2 for the remainder (§5); or finance,
 * which takes the whole total with a down payment and monthly EMIs (§4, §9).
 */
export function PaymentsPanel({ state, onChange, plan, totalPaise, amountRef }: PaymentsPanelProps) {
  const { t } = useTranslation();
  const finance = state.mode1 === 'finance';
  const errorOn = (field: PaymentPlan['errorField']) => (plan.errorField === field ? plan.error : null);

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('billing.payment.title')}
      </Title>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <NativeSelect
          label={t('billing.payment.mode1')}
          data={modeOptions}
          value={state.mode1}
          onChange={(event) =>
            onChange({ mode1: event.currentTarget.value as PaymentState['mode1'], mode2: null })
          }
        />
        <TextInput
          ref={amountRef}
          label={t('billing.payment.amount1')}
          inputMode="decimal"
          autoComplete="off"
          readOnly={finance}
          variant={finance ? 'filled' : undefined}
          value={finance || state.amount1 === null ? plainRupees(totalPaise) : state.amount1}
          error={errorOn('amount1')}
          maxLength={NUMBER_TEXT_MAX}
          onChange={(event) => onChange({ amount1: event.currentTarget.value })}
          onFocus={(event) => event.currentTarget.select()}
        />
        {!finance && plan.remainderPaise > 0 && (
          <>
            <NativeSelect
              label={t('billing.payment.mode2')}
              data={plan.mode2Options.map((id) => ({ value: id, label: labelOf(id) }))}
              value={plan.mode2 ?? ''}
              onChange={(event) => onChange({ mode2: event.currentTarget.value as PaymentState['mode1'] })}
            />
            <TextInput
              label={t('billing.payment.amount2')}
              readOnly
              variant="filled"
              value={plainRupees(plan.remainderPaise)}
            />
          </>
        )}
        {finance && (
          <>
            <TextInput
              label={t('billing.payment.downPayment')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              value={state.downPayment}
              error={errorOn('downPayment')}
              maxLength={NUMBER_TEXT_MAX}
              onChange={(event) => onChange({ downPayment: event.currentTarget.value })}
            />
            <TextInput
              label={t('billing.payment.months')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={state.months}
              error={errorOn('months')}
              onChange={(event) => onChange({ months: digitsText(event.currentTarget.value, 2) })}
            />
            <TextInput
              label={t('billing.payment.startDate')}
              readOnly
              variant="filled"
              value={plan.finance ? toScreenDate(plan.finance.startDateEmi) : ''}
            />
          </>
        )}
      </SimpleGrid>
      {plan.finance && (
        <Group justify="space-between" gap="xs" aria-label={t('billing.payment.financeAmount')} role="group">
          <Text size="sm">
            {t('billing.payment.financeAmount')}: <b>{formatPaise(plan.finance.financePaise)}</b>
          </Text>
          <Text size="sm">
            {t('billing.payment.emi')}:{' '}
            <b>
              {t('billing.payment.emiLine', { count: plan.months, emi: formatPaise(plan.finance.emiPaise) })}
            </b>
          </Text>
        </Group>
      )}
      <TextInput
        label={t('billing.payment.remark')}
        value={state.remark}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => onChange({ remark: event.currentTarget.value })}
      />
    </Stack>
  );
}
