import { istDate } from '@galla/domain/financial-year';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { showToast } from '../../lib/toast';
import { type Expense, useAddExpense, useEditExpense } from './api';

type Props = {
  categoryId: number;
  /** The expense being edited; null adds a new one. */
  expense: Expense | null;
  opened: boolean;
  onClose: () => void;
};

/** Add or edit an expense: name, amount, date, and whether it repeats monthly (until an optional end). */
export function ExpenseFormModal({ categoryId, expense, opened, onClose }: Props) {
  const { t } = useTranslation();
  const add = useAddExpense();
  const edit = useEditExpense();
  const today = istDate(new Date());
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [recurring, setRecurring] = useState(false);
  const [until, setUntil] = useState('');

  useEffect(() => {
    if (!opened) return;
    setName(expense?.expenseRetailerName ?? '');
    setAmount(expense ? String(expense.amount) : '');
    setDate(expense?.Date ?? istDate(new Date()));
    setRecurring(expense?.isRecurring ?? false);
    setUntil(expense?.toDate ?? '');
  }, [opened, expense]);

  const save = async () => {
    const body = {
      expenseCategoryId: categoryId,
      expenseRetailerName: name,
      amount: amount.trim(),
      Date: date,
      isRecurring: recurring,
      fromDate: recurring ? date : null,
      toDate: recurring && until ? until : null,
    };
    const write = expense ? edit : add;
    const result = await write
      .mutateAsync(expense ? { ...body, expenseRetailerId: expense.expenseRetailerId } : body)
      .catch(() => null);
    if (!result) return;
    if (result.message) showToast(result.message, 'success');
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={expense ? t('expenses.editExpense') : t('expenses.addExpense')}
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('expenses.name')}
            value={name}
            maxLength={100}
            required
            data-autofocus
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <TextInput
            label={t('expenses.amount')}
            value={amount}
            inputMode="decimal"
            required
            onChange={(event) => setAmount(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('expenses.date')}
            value={date}
            max={today}
            required
            onChange={(event) => setDate(event.currentTarget.value)}
          />
          <Checkbox
            label={t('expenses.recurring')}
            description={t('expenses.recurringHint')}
            checked={recurring}
            onChange={(event) => setRecurring(event.currentTarget.checked)}
          />
          {recurring && (
            <TextInput
              type="date"
              label={t('expenses.until')}
              value={until}
              min={date}
              onChange={(event) => setUntil(event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('expenses.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending || edit.isPending}>
              {t('expenses.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
