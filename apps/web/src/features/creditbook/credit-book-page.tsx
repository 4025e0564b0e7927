import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { ListSearchInput } from '../../components/list-search-input';
import { StickyBar } from '../../components/sticky-bar';
import { useEndOfList } from '../inventory/use-end-of-list';
import { useDebouncedKeyword } from '../invoices/use-debounced-keyword';
import { useCreditSearch } from './api';
import { CreditCard } from './credit-card';

/** /creditBook (flag creditBook): search box and the open credits, 20 at a time as the list scrolls. */
export function CreditBookPage() {
  return (
    <FlagGuard flag="creditBook">
      <CreditBook />
    </FlagGuard>
  );
}

function CreditBook() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { keyword, flush } = useDebouncedKeyword(text);
  const list = useCreditSearch(keyword);
  const sentinel = useRef<HTMLDivElement>(null);
  const credits = list.data ?? [];
  const searching = list.isPlaceholderData;
  const { isFetchingNextPage, fetchNextPage } = list;
  const hasNextPage = list.hasNextPage && !searching;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEndOfList(sentinel, loadMore, hasNextPage && credits.length > 0);

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  } else if (list.isError && credits.length === 0) {
    body = (
      <Paper withBorder p="md" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('creditBook.loadFailed')}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
            {t('creditBook.retry')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (credits.length === 0 && keyword === '') {
    body = (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text fw={600}>{t('creditBook.empty')}</Text>
        <Text size="sm" c="dimmed" maw={420}>
          {t('creditBook.emptyHint')}
        </Text>
        <Button component={Link} to="/billing">
          {t('creditBook.createBill')}
        </Button>
      </Stack>
    );
  } else if (credits.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="xl">
        {t('creditBook.noMatch')}
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
          aria-label={t('creditBook.list')}
          aria-busy={searching}
          style={{ listStyle: 'none', opacity: searching ? 0.6 : undefined }}
        >
          {credits.map((credit) => (
            <CreditCard key={credit.creditId} credit={credit} />
          ))}
        </Stack>
        {hasNextPage && (
          <Button variant="light" fullWidth onClick={loadMore} loading={isFetchingNextPage}>
            {t('creditBook.more')}
          </Button>
        )}
        <div ref={sentinel} aria-hidden />
      </>
    );
  }

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Title order={2} size="h3">
        {t('creditBook.title')}
      </Title>
      <StickyBar>
        <ListSearchInput
          label={t('creditBook.search')}
          placeholder={t('creditBook.searchPlaceholder')}
          value={text}
          onChange={setText}
          onEnter={flush}
        />
      </StickyBar>
      {body}
    </Stack>
  );
}
