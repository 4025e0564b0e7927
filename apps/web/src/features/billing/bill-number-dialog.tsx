import {
  compareDates,
  fromScreenDate,
  istDate,
  isValidBusinessDate,
  toScreenDate,
} from '@galla/domain/financial-year';
import { messages } from '@galla/domain/messages';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { digitsText } from '../inventory/product-form';
import { useAddSerialNo } from './api';

export type BillNumberValue = { serialNo: number; date: string };

type BillNumberDialogProps = {
  opened: boolean;
  value: BillNumberValue;
  /** True until the year's first bill: the title is the spec's 'Change BillId'. */
  canReset: boolean;
  /** An edited invoice keeps its number; only its date may change. */
  numberLocked: boolean;
  onCancel: () => void;
  onSaved: (value: BillNumberValue, numberChanged: boolean) => void;
};

/** Edit opens bill number (digits only, non-empty) and date (dd/MM/yyyy, not in the future). */
export function BillNumberDialog({
  opened,
  value,
  canReset,
  numberLocked,
  onCancel,
  onSaved,
}: BillNumberDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t(canReset && !numberLocked ? 'billing.billNumber.changeTitle' : 'billing.billNumber.editTitle')}
      centered
      size="sm"
    >
      {opened && (
        <BillNumberForm
          value={value}
          canReset={canReset}
          numberLocked={numberLocked}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function BillNumberForm({
  value,
  canReset,
  numberLocked,
  onCancel,
  onSaved,
}: Omit<BillNumberDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const addSerial = useAddSerialNo();
  const [number, setNumber] = useState(String(value.serialNo));
  const [date, setDate] = useState(toScreenDate(value.date));
  const [numberError, setNumberError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const iso = fromScreenDate(date);
    let ok = true;
    if (number === '') {
      setNumberError(t('billing.billNumber.numberRequired'));
      ok = false;
    } else if (Number(number) < 1) {
      setNumberError(messages.serialNotPositive);
      ok = false;
    }
    if (iso === null || !isValidBusinessDate(iso)) {
      setDateError(messages.invoiceDateInvalid);
      ok = false;
    } else if (compareDates(iso, istDate(new Date())) > 0) {
      setDateError(messages.invoiceDateFuture);
      ok = false;
    }
    if (!ok || iso === null) return;
    const serialNo = Number(number);
    const numberChanged = serialNo !== value.serialNo;
    if (numberChanged) {
      try {
        await addSerial.mutateAsync({ serialNo, invoice_date: iso });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // The server refuses a taken number, or any change once the year's first bill exists.
        setNumberError(error.status === 400 ? messages.billNumberNotAvailable : error.message);
        return;
      }
    }
    onSaved({ serialNo, date: iso }, numberChanged);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {canReset && !numberLocked && (
          <Text size="sm" c="dimmed">
            {t('billing.billNumber.changeHint')}
          </Text>
        )}
        <TextInput
          label={t('billing.billNumber.number')}
          inputMode="numeric"
          maxLength={6}
          data-autofocus
          readOnly={numberLocked}
          variant={numberLocked ? 'filled' : undefined}
          value={number}
          error={numberError}
          onChange={(event) => {
            setNumber(digitsText(event.currentTarget.value, 6));
            setNumberError(null);
          }}
        />
        <TextInput
          label={t('billing.billNumber.dateField')}
          inputMode="numeric"
          maxLength={10}
          placeholder="dd/MM/yyyy"
          value={date}
          error={dateError}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setDateError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('billing.billNumber.cancel')}
          </Button>
          <Button type="submit" loading={addSerial.isPending}>
            {t('billing.billNumber.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
