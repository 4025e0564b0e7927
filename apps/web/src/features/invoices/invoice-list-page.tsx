import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { DateRangeInputs } from '../../components/date-range-inputs';
import { ListSearchInput } from '../../components/list-search-input';
import { StickyBar } from '../../components/sticky-bar';
import { useEndOfList } from '../inventory/use-end-of-list';
import { type DateRange, type InvoiceSummary, useInvoiceSearch } from './api';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceCard } from './invoice-card';
import { ListTotal } from './list-total';
import { useDebouncedKeyword } from './use-debounced-keyword';

/**
 * /Search Invoice (flag searchInvoice): search box and invoice dates, what the list adds up to,
 * invoice cards 20 at a time (each paid, part-paid or due), delete.
 */
export function InvoiceListPage() {
  return (
    <FlagGuard flag="searchInvoice">
      <InvoiceList />
    </FlagGuard>
  );
}

function InvoiceList() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { keyword, flush } = useDebouncedKeyword(text);
  const [range, setRange] = useState<DateRange>({ fromDate: '', toDate: '' });
  const filtered = keyword !== '' || range.fromDate !== '' || range.toDate !== '';
  const list = useInvoiceSearch(keyword, range);
  const [deleting, setDeleting] = useState<InvoiceSummary | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  const invoices = list.data ?? [];
  // The previous keyword's cards, shown while this one's first page loads: marked busy, not paged.
  const searching = list.isPlaceholderData;
  const { isFetchingNextPage, fetchNextPage } = list;
  const hasNextPage = list.hasNextPage && !searching;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEndOfList(sentinel, loadMore, hasNextPage && invoices.length > 0);

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (invoices.length === 0 && !filtered) {
    // No invoices at all yet: the way forward is the first bill.
    body = (
      <Stack align="center" gap="sm" py="xl">
        <Text fw={600}>{t('msg.noInvoices')}</Text>
        <Button component={Link} to="/billing">
          {t('invoices.createBill')}
        </Button>
      </Stack>
    );
  } else if (invoices.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('invoices.noMatch')}
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
          aria-label={t('invoices.list')}
          aria-busy={searching}
          style={{ listStyle: 'none', opacity: searching ? 0.6 : undefined }}
        >
          {invoices.map((invoice) => (
            <InvoiceCard key={invoice.invoiceId} invoice={invoice} onDelete={setDeleting} />
          ))}
        </Stack>
        {/* Without IntersectionObserver (or before it fires) the button still pages. */}
        {hasNextPage && (
          <Button variant="light" fullWidth onClick={loadMore} loading={isFetchingNextPage}>
            {t('invoices.more')}
          </Button>
        )}
        <div ref={sentinel} aria-hidden />
      </>
    );
  }

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Title order={2} size="h3">
        {t('invoices.listTitle')}
      </Title>
      <StickyBar>
        <ListSearchInput
          label={t('invoices.search')}
          placeholder={t('invoices.searchPlaceholder')}
          value={text}
          onChange={setText}
          onEnter={flush}
        />
        <DateRangeInputs value={range} onChange={setRange} />
      </StickyBar>
      <ListTotal keyword={keyword} range={range} />
      {body}
      <DeleteInvoiceDialog invoice={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
