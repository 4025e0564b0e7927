import { ActionIcon, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Modal } from '../../components/modal';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useMedia } from '../../lib/use-media';
import { invoiceDate } from '../invoices/dates';
import { type Expense, type ExpenseCategory, useDeleteExpense, useExpenseList } from './api';
import { ExpenseFormModal } from './expense-form-modal';
import type { ReportRange } from './range';

/** A category's expenses in the range, with add, edit and delete. */
export function CategoryDetail({
  category,
  range,
  onClose,
}: {
  category: ExpenseCategory | null;
  range: ReportRange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const narrow = useMedia('(max-width: 43.75em)');
  const list = useExpenseList(category?.expenseCategoryId ?? null, range, category !== null);
  const remove = useDeleteExpense();
  const [form, setForm] = useState<{ expense: Expense | null } | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove
      .mutateAsync({ expenseRetailerId: deleting.expenseRetailerId })
      .catch(() => null);
    setDeleting(null);
    if (result?.message) showToast(result.message, 'success');
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <Stack align="center" py="md">
        <Text c="red">{t('expenses.failed')}</Text>
        <Button variant="light" onClick={() => void list.refetch()}>
          {t('expenses.retry')}
        </Button>
      </Stack>
    );
  } else if (list.data.expensesList.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="md">
        {t('expenses.noExpenses')}
      </Text>
    );
  } else {
    body = (
      <Stack
        component="ul"
        gap="xs"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('expenses.title')}
      >
        {list.data.expensesList.map((e) => (
          <Paper component="li" key={e.expenseRetailerId} withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {e.expenseRetailerName}
                </Text>
                <Text size="sm" c="dimmed">
                  {invoiceDate(e.Date)}
                  {e.isRecurring ? ` · ${t('expenses.monthly', { count: e.occurrences })}` : ''}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Text fw={600}>{formatRupees(e.amountInRange)}</Text>
                <ActionIcon
                  variant="subtle"
                  aria-label={`${t('expenses.editExpense')} ${e.expenseRetailerName}`}
                  onClick={() => setForm({ expense: e })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${t('expenses.deleteExpense')} ${e.expenseRetailerName}`}
                  onClick={() => setDeleting(e)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  }

  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category?.expenseCategoryName}
      fullScreen={narrow}
      size="lg"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Text>
            {t('expenses.total')}: <b>{list.data ? formatRupees(list.data.totalExpenses) : '…'}</b>
          </Text>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ expense: null })}>
            {t('expenses.addExpense')}
          </Button>
        </Group>
        {body}
      </Stack>
      {category && (
        <ExpenseFormModal
          categoryId={category.expenseCategoryId}
          expense={form?.expense ?? null}
          opened={form !== null}
          onClose={() => setForm(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('expenses.deleteExpense')}
        message={t('expenses.deleteConfirm', {
          name: deleting?.expenseRetailerName ?? '',
          amount: deleting ? formatRupees(deleting.amount) : '',
        })}
        confirmLabel={t('expenses.deleteExpense')}
        cancelLabel={t('expenses.cancel')}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Modal>
  );
}
