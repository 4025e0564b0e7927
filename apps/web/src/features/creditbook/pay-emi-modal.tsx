import type { EmiRowView } from '@galla/contracts/creditbook';
import { istDate } from '@galla/domain/financial-year';
import { paiseToRupees, rupeesToPaise } from '@galla/domain/money';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { invoiceDate } from '../invoices/dates';
import { usePostPayment } from './api';

/** The confirm modal of Mark paid: the amount received (what is open on the row) and the date (today). */
export function PayEmiModal({ emi, onClose }: { emi: EmiRowView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const post = usePostPayment();
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState('');
  const [error, setError] = useState<{ amount?: string; date?: string }>({});
  const today = istDate(new Date());

  useEffect(() => {
    if (!emi) return;
    setAmount(String(paiseToRupees(rupeesToPaise(emi.amount) - rupeesToPaise(emi.paidAmount))));
    setDate(today);
    setError({});
  }, [emi, today]);

  const submit = async () => {
    if (!emi) return;
    const problems: typeof error = {};
    if (!(Number(amount) > 0)) problems.amount = t('creditBook.amountRequired');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.date = t('creditBook.dateRequired');
    setError(problems);
    if (problems.amount || problems.date) return;
    const result = await post
      .mutateAsync({
        creditId: emi.creditId,
        creditBookDetailsId: emi.creditBookDetailsId,
        amountRecieved: amount.trim(),
        Date: date,
      })
      .catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    onClose();
  };

  return (
    <Modal
      opened={emi !== null}
      onClose={onClose}
      title={emi ? t('creditBook.confirmTitle', { n: emi.instalment }) : ''}
      centered
    >
      {emi && (
        <Stack gap="sm">
          <Text size="sm">
            {t('creditBook.confirmText', {
              date: invoiceDate(emi.endDate),
              amount: formatRupees(emi.amount),
            })}
          </Text>
          <TextInput
            label={t('creditBook.amountReceived')}
            inputMode="decimal"
            value={amount}
            error={error.amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            type="date"
            label={t('creditBook.date')}
            value={date}
            max={today}
            error={error.date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('creditBook.cancel')}
            </Button>
            <Button loading={post.isPending} onClick={() => void submit()}>
              {t('creditBook.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
