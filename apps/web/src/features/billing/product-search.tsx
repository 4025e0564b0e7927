import { ActionIcon, Badge, Button, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconCamera, IconPlus, IconSearch } from '@tabler/icons-react';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarcodeScannerModal } from '../../components/barcode/barcode-scanner-modal';
import { canUseCamera } from '../../components/barcode/camera';
import { formatRupees } from '../../lib/format';
import { useMedia } from '../../lib/use-media';
import { useTouchDevice } from '../../lib/use-touch-device';
import { type Product, productKey } from '../inventory/api';
import {
  isTooShort,
  MIN_SEARCH_CHARS,
  searchableKeyword,
  useSearchKeyword,
} from '../inventory/use-search-keyword';
import { useProductSearch } from './api';
import { WIDE } from './billing-layout';

type ProductSearchProps = {
  inputRef: Ref<HTMLInputElement>;
  /** Products already billed, marked in the list. */
  inCart: ReadonlySet<number>;
  /** `keyboard`: chosen with Enter, so the focus moves on to the new line. */
  onPick: (product: Product, via: 'keyboard' | 'pointer') => void;
  /** A scanned barcode (USB scanner, camera) or one typed in barcode mode: straight into the bill. */
  onScan: (code: string) => void;
  onCreate: (name: string) => void;
};

/**
 * The left column: the product search (same reading as inventory: 3 letters, 500 ms), a combobox
 * whose list the arrow keys move in and Enter adds from, the barcode switch and the camera.
 */
export function ProductSearch({ inputRef, inCart, onPick, onScan, onCreate }: ProductSearchProps) {
  const { t } = useTranslation();
  const touch = useTouchDevice();
  const listId = useId();
  const [text, setText] = useState('');
  const [barcode, setBarcode] = useState(false);
  const [highlight, setHighlight] = useState(0);
  const [camera, setCamera] = useState(false);
  // The words Enter was pressed on before their list arrived (typed faster than the 500 ms wait):
  // their best match is added as soon as it comes, as Enter on a ready list would have done.
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);
  const ownInput = useRef<HTMLInputElement>(null);
  const mergedInputRef = useMergedRef(inputRef, ownInput);
  // On a phone the list closes after an add, so the bill below comes back into view; typing or
  // touching the box opens it again. A counter PC keeps it (a second variant is often next).
  const narrow = !useMedia(WIDE);
  const [closed, setClosed] = useState(false);
  const { keyword, flush } = useSearchKeyword(text, barcode);
  const search = useProductSearch(keyword, barcode);
  const results = keyword === '' || closed ? [] : (search.data ?? []);
  // The list on screen is the one for the words in the box, not the previous words' list kept
  // while the new one loads.
  const listIsCurrent =
    keyword !== '' && keyword === text.trim() && search.isSuccess && !search.isPlaceholderData;

  // A new list starts at its first entry, so Enter right after typing adds the best match.
  useEffect(() => setHighlight(0), [search.data]);

  const pick = (product: Product, input: HTMLInputElement | null) => {
    onPick(product, input ? 'keyboard' : 'pointer');
    if (narrow) setClosed(true);
    // The words stay (a second variant is often next) but are selected, so typing starts afresh.
    input?.select();
  };

  useEffect(() => {
    if (pendingEnter === null || pendingEnter !== text.trim() || !listIsCurrent) return;
    setPendingEnter(null);
    const best = search.data?.[0];
    if (best) pick(best, ownInput.current);
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // A USB scanner's Enter never arrives here: the billing screen's page scanner takes it first.
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((h) => (h + step + results.length) % results.length);
      return;
    }
    // Ctrl+Enter is the page's Save; only a plain Enter belongs to the search.
    if (event.key !== 'Enter' || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const typed = text.trim();
    // In barcode mode the whole box is the code, letters too (Code 128 labels).
    if (barcode) {
      if (typed) {
        setText('');
        onScan(typed);
      }
      return;
    }
    const chosen = listIsCurrent ? results[highlight] : undefined;
    if (chosen) pick(chosen, event.currentTarget);
    else if (!listIsCurrent && searchableKeyword(text, false) !== '') {
      setPendingEnter(text.trim());
      flush();
    }
  };

  const optionId = (i: number) => `${listId}-${i}`;
  const expanded = results.length > 0;

  // The arrow keys may move past the visible part of the list.
  useEffect(() => {
    document.getElementById(`${listId}-${highlight}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlight, listId]);

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          ref={mergedInputRef}
          style={{ flex: 1 }}
          role="combobox"
          aria-label={t('billing.search')}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded ? optionId(highlight) : undefined}
          placeholder={t(
            barcode
              ? 'billing.barcodePlaceholder'
              : touch
                ? 'billing.searchPlaceholderTouch'
                : 'billing.searchPlaceholder',
          )}
          leftSection={<IconSearch size={18} />}
          rightSection={search.isFetching ? <Loader size="xs" /> : undefined}
          value={text}
          // A counter PC's next keystroke is a product's name or a scan; a phone's keyboard would
          // only cover the bill.
          autoFocus={!touch}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          inputMode={barcode ? 'numeric' : 'search'}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setClosed(false);
            setPendingEnter(null);
          }}
          onClick={() => setClosed(false)}
          onKeyDown={onKeyDown}
        />
        {canUseCamera() && (
          <ActionIcon
            size="lg"
            variant="light"
            aria-label={t('billing.scanCamera')}
            onClick={() => setCamera(true)}
          >
            <IconCamera size={20} />
          </ActionIcon>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Switch
          label={t('billing.byBarcode')}
          checked={barcode}
          onChange={(event) => {
            // A name typed before switching is not a barcode: the box starts empty for the code.
            setBarcode(event.currentTarget.checked);
            setText('');
          }}
        />
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => onCreate(barcode ? '' : text.trim())}
        >
          {t('billing.createProduct')}
        </Button>
      </Group>
      {isTooShort(text, barcode) && (
        <Text size="xs" c="dimmed">
          {t('billing.minChars', { count: MIN_SEARCH_CHARS })}
        </Text>
      )}
      {keyword !== '' && !closed && search.isSuccess && results.length === 0 && (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {t('msg.noSuchProducts')}
        </Text>
      )}
      {/* Its own scroll box, so on a phone the bill below stays one short scroll away. */}
      <Stack
        id={listId}
        role="listbox"
        aria-label={t('billing.results')}
        gap={4}
        mah="min(60vh, 640px)"
        style={{ overflowY: 'auto' }}
      >
        {results.map((product, i) => (
          <ResultOption
            key={productKey(product)}
            id={optionId(i)}
            product={product}
            active={i === highlight}
            billed={product.source === 'inventory' && inCart.has(product.productId)}
            onPick={() => pick(product, null)}
            onHover={() => setHighlight(i)}
          />
        ))}
      </Stack>
      <BarcodeScannerModal
        opened={camera}
        onClose={() => setCamera(false)}
        onDetected={(code) => {
          setCamera(false);
          onScan(code);
        }}
      />
    </Stack>
  );
}

type ResultOptionProps = {
  id: string;
  product: Product;
  active: boolean;
  billed: boolean;
  onPick: () => void;
  onHover: () => void;
};

function ResultOption({ id, product, active, billed, onPick, onHover }: ResultOptionProps) {
  const { t } = useTranslation();
  const price =
    product.source === 'inventory'
      ? t('billing.line.perUnit', { price: formatRupees(product.sellingPrice), unit: product.units })
      : product.MRP !== null
        ? t('inventory.mrp', { price: formatRupees(product.MRP) })
        : null;
  return (
    // Options are picked with the mouse too; the keyboard path is the combobox's Enter.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input owns the keyboard
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-label={product.modelName}
      onMouseDown={(event) => event.preventDefault()}
      onMouseEnter={onHover}
      onClick={onPick}
      style={{
        cursor: 'pointer',
        padding: '8px 10px',
        borderRadius: 'var(--mantine-radius-sm)',
        border: '1px solid var(--mantine-color-default-border)',
        background: active ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          {/* Whole, wrapped: colour variants differ only at the end of a long name. */}
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {product.modelName}
          </Text>
          {price && (
            <Text size="xs" c="dimmed">
              {price}
              {product.source === 'inventory' &&
                ` · ${t('inventory.stock', { count: product.modelQuantity })}`}
            </Text>
          )}
        </Stack>
        {billed ? (
          <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
            {t('billing.inCart')}
          </Badge>
        ) : product.source === 'catalogue' && !product.inInventory ? (
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {t('billing.notInInventory')}
          </Badge>
        ) : null}
      </Group>
    </div>
  );
}
