import { Button, Center, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconPlus, IconShare } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagGuard } from '../../app/guards';
import { StickyBar } from '../../components/sticky-bar';
import { formatRupees } from '../../lib/format';
import { showToast } from '../../lib/toast';
import { useEndOfList } from '../inventory/use-end-of-list';
import { AddCategoryModal } from './add-category-modal';
import { type ExpenseCategory, useCategoryExpenses, useSendExpenseReport } from './api';
import { CategoryDetail } from './category-detail';
import { CategoryIcon } from './category-icon';
import { initialRange, problemOf, type ReportRange } from './range';
import { RangePicker } from './range-picker';

/** /Expenses (flag expenses): the range's total, the expense types with their amounts, add a type. */
export function ExpensesPage() {
  return (
    <FlagGuard flag="expenses">
      <Expenses />
    </FlagGuard>
  );
}

function Expenses() {
  const { t } = useTranslation();
  const [range, setRange] = useState<ReportRange>(() => initialRange());
  const valid = problemOf(range) === null && range.fromDate !== '' && range.toDate !== '';
  const list = useCategoryExpenses(range, valid);
  const [adding, setAdding] = useState(false);
  const share = useSendExpenseReport();
  const sendReport = async () => {
    const result = await share.mutateAsync(range).catch(() => null);
    if (result?.message) showToast(result.message, 'success');
  };
  const [open, setOpen] = useState<ExpenseCategory | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const pages = list.data?.pages ?? [];
  const categories = pages.flatMap((p) => p.expenseCategory);
  const total = pages[0]?.totalExpenses;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEndOfList(sentinel, loadMore, hasNextPage && categories.length > 0);

  let body: React.ReactNode;
  if (!valid) body = null;
  else if (list.isPending) {
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
  } else if (categories.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('expenses.empty')}
      </Text>
    );
  } else {
    body = (
      <>
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('expenses.categories')}
          aria-busy={list.isPlaceholderData}
          style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : undefined }}
        >
          {categories.map((c) => (
            <Paper component="li" key={c.expenseCategoryId} withBorder>
              <UnstyledButton p="sm" w="100%" onClick={() => setOpen(c)}>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <CategoryIcon category={c} />
                    <Text fw={500} truncate>
                      {c.expenseCategoryName}
                    </Text>
                  </Group>
                  <Text fw={600}>{formatRupees(c.categoryAmount)}</Text>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
        {hasNextPage && (
          <Button variant="light" fullWidth onClick={loadMore} loading={isFetchingNextPage}>
            {t('expenses.more')}
          </Button>
        )}
        <div ref={sentinel} aria-hidden />
      </>
    );
  }

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('expenses.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          {t('expenses.addType')}
        </Button>
      </Group>
      <StickyBar>
        <RangePicker value={range} onChange={setRange} />
      </StickyBar>
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text>{t('expenses.total')}</Text>
          <Group gap="xs">
            <Text fw={700} size="lg" aria-label={t('expenses.total')}>
              {total === undefined ? '…' : formatRupees(total)}
            </Text>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconShare size={16} />}
              loading={share.isPending}
              disabled={!valid}
              onClick={() => void sendReport()}
            >
              {t('expenses.share')}
            </Button>
          </Group>
        </Group>
      </Paper>
      {body}
      <AddCategoryModal opened={adding} onClose={() => setAdding(false)} />
      <CategoryDetail category={open} range={range} onClose={() => setOpen(null)} />
    </Stack>
  );
}
