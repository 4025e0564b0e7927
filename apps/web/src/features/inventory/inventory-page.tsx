import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FlagGuard } from '../../app/guards';
import { BarcodeScannerModal } from '../../components/barcode/barcode-scanner-modal';
import { StickyBar } from '../../components/sticky-bar';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { findByBarcode, type Product, productKey, useProductList } from './api';
import { useInventorySelect } from './billing-selection';
import { ProductCard } from './product-card';
import type { ProductModalState } from './product-form';
import { ProductModal } from './product-modal';
import { SearchBar } from './search-bar';
import { useEndOfList } from './use-end-of-list';
import { useSearchKeyword } from './use-search-keyword';

/** /inventoryManage (flag manageInventory); ?isBilling=true is billing's product picker. */
export function InventoryPage() {
  return (
    <FlagGuard flag="manageInventory">
      <InventoryManager />
    </FlagGuard>
  );
}

function InventoryManager() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const billing = params.get('isBilling') === 'true';
  const select = useInventorySelect();
  const [text, setText] = useState('');
  const [barcode, setBarcode] = useState(false);
  const { keyword, flush } = useSearchKeyword(text, barcode);
  // With the box empty the shop's own stock is listed in either mode: barcode mode changes how a
  // typed code is looked up, not whether the shop has products.
  const list = useProductList(keyword, barcode && keyword !== '');
  const [modal, setModal] = useState<ProductModalState | null>(null);
  const [camera, setCamera] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useEndOfList(sentinel, loadMore, hasNextPage && list.items.length > 0);

  const open = useCallback(
    (item: Product) => {
      if (item.source === 'inventory') {
        if (billing) select(item);
        else setModal({ mode: 2, item });
      } else if (item.inInventory) {
        showToast(t('msg.alreadyInInventory'), 'info');
      } else {
        setModal({ mode: 1, item });
      }
    },
    [billing, select, t],
  );

  // A scanned or typed barcode opens its product: own → edit, catalogue → add to list, none → create.
  const openCode = async (code: string) => {
    try {
      const found = await findByBarcode(code);
      if (found) open(found);
      else setModal({ mode: 0, scanId: code });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (list.items.length === 0 && keyword === '') {
    body = (
      <Stack align="center" gap={4} py="xl">
        <Text fw={600}>{t('inventory.emptyTitle')}</Text>
        <Text size="sm" c="dimmed">
          {t('inventory.emptyHint')}
        </Text>
      </Stack>
    );
  } else if (list.items.length === 0) {
    body = (
      <Stack align="center" gap="sm" py="xl">
        <Text c="dimmed">{t('msg.noSuchProducts')}</Text>
        <Button onClick={() => setModal(barcode ? { mode: 0, scanId: keyword } : { mode: 0, name: keyword })}>
          {t('inventory.addProduct')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          aria-label={t('inventory.products')}
          style={{ listStyle: 'none' }}
        >
          {list.items.map((item) => (
            <ProductCard key={productKey(item)} item={item} billing={billing} onOpen={open} />
          ))}
        </Stack>
        {hasNextPage && (
          <Button variant="light" fullWidth onClick={loadMore} loading={isFetchingNextPage}>
            {t('inventory.more')}
          </Button>
        )}
        <div ref={sentinel} aria-hidden />
      </>
    );
  }

  return (
    <Stack gap="sm" maw={760} mx="auto">
      <Title order={2} size="h3">
        {t('inventory.title')}
      </Title>
      <StickyBar>
        <SearchBar
          text={text}
          onText={setText}
          barcode={barcode}
          onBarcode={setBarcode}
          onSearchNow={flush}
          onCode={(code) => void openCode(code)}
          onCamera={() => setCamera(true)}
        />
      </StickyBar>
      {body}
      <ProductModal state={modal} onClose={() => setModal(null)} />
      <BarcodeScannerModal
        opened={camera}
        onClose={() => setCamera(false)}
        onDetected={(code) => {
          setCamera(false);
          void openCode(code);
        }}
      />
    </Stack>
  );
}
