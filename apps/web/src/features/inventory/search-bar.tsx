import { ActionIcon, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconCamera, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canUseCamera } from '../../components/barcode/camera';
import { useBarcodeWedge } from '../../components/barcode/use-barcode-wedge';
import { isTooShort, MIN_SEARCH_CHARS } from './use-search-keyword';

type SearchBarProps = {
  text: string;
  onText: (text: string) => void;
  barcode: boolean;
  onBarcode: (barcode: boolean) => void;
  /** Enter on a name search: search now instead of after the debounce. */
  onSearchNow: () => void;
  /** A barcode to open: scanned (USB scanner or camera), or typed in barcode mode and Enter. */
  onCode: (code: string) => void;
  onCamera: () => void;
};

/**
 * The search box with the 'Search by barcode' switch and a camera button. A USB scanner types into
 * the box: in a name search a burst of digits ending in Enter is taken as a scan; in barcode mode
 * the box holds only the code, and Enter sends all of it.
 */
export function SearchBar({
  text,
  onText,
  barcode,
  onBarcode,
  onSearchNow,
  onCode,
  onCamera,
}: SearchBarProps) {
  const { t } = useTranslation();
  const wedge = useBarcodeWedge({
    onScan: (code) => {
      // The scanner typed the code into the box: take it out again, the code opens the product.
      onText(text.endsWith(code) ? text.slice(0, -code.length) : text);
      onCode(code);
    },
  });

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // In barcode mode the whole box is the code and Enter sends it: a scanner's burst that stalls
    // half way (a busy moment of the page) would look like a shorter burst to the wedge.
    if (!barcode) wedge(event);
    if (event.defaultPrevented || event.key !== 'Enter') return;
    event.preventDefault();
    const typed = text.trim();
    if (barcode) {
      if (typed) {
        onText('');
        onCode(typed);
      }
    } else onSearchNow();
  };

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="search"
          aria-label={t('inventory.search')}
          placeholder={t(barcode ? 'inventory.barcodePlaceholder' : 'inventory.searchPlaceholder')}
          leftSection={<IconSearch size={18} />}
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          inputMode={barcode ? 'numeric' : 'search'}
          onChange={(event) => onText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        {canUseCamera() && (
          <ActionIcon size="lg" variant="light" aria-label={t('inventory.scanCamera')} onClick={onCamera}>
            <IconCamera size={20} />
          </ActionIcon>
        )}
      </Group>
      <Group justify="space-between" gap="xs" mih={24}>
        <Switch
          label={t('inventory.byBarcode')}
          checked={barcode}
          onChange={(event) => onBarcode(event.currentTarget.checked)}
        />
        {isTooShort(text, barcode) && (
          <Text size="xs" c="dimmed">
            {t('inventory.minChars', { count: MIN_SEARCH_CHARS })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
