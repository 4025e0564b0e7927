import type { Customer } from '@galla/contracts/billing';
import { normaliseMobile } from '@galla/domain/mobile';
import {
  Box,
  Button,
  CloseButton,
  Combobox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTouchDevice } from '../../lib/use-touch-device';
import { useCustomerSearch } from './api';

/** Bill-to search: 3 characters, 1000 ms after the last key (§5, §9). */
export const CUSTOMER_DEBOUNCE_MS = 1000;
export const CUSTOMER_MIN_CHARS = 3;

type CustomerPanelProps = {
  customer: Customer | null;
  onChoose: (customer: Customer | null) => void;
  /** Opens 'Add customer' with the search text. */
  onAdd: (search: string) => void;
  onGstRegistered: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/** Bill to: search, select, then a chip with a clear button (§4). Nobody chosen bills the walk-in. */
export function CustomerPanel({ customer, onChoose, onAdd, onGstRegistered, inputRef }: CustomerPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          {t('billing.customer.billTo')}
        </Title>
        {customer && (
          <Button size="xs" variant="subtle" onClick={onGstRegistered}>
            {t('billing.customer.gstRegistered')}
          </Button>
        )}
      </Group>
      {customer ? (
        <CustomerChip customer={customer} onClear={() => onChoose(null)} />
      ) : (
        <CustomerSearch onChoose={onChoose} onAdd={onAdd} inputRef={inputRef} />
      )}
    </Stack>
  );
}

function CustomerChip({ customer, onClear }: { customer: Customer; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="xl" px="md" py={6} role="group" aria-label={t('billing.customer.billTo')}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {t('billing.customer.option', { name: customer.customerName, mobile: customer.mobileNumber })}
          </Text>
          {customer.gstNumber && (
            <Text size="xs" c="dimmed">
              {t('billing.customer.gstin', { gst: customer.gstNumber })}
            </Text>
          )}
        </Stack>
        <CloseButton aria-label={t('billing.customer.clear')} onClick={onClear} />
      </Group>
    </Paper>
  );
}

type CustomerSearchProps = Pick<CustomerPanelProps, 'onChoose' | 'onAdd' | 'inputRef'>;

function CustomerSearch({ onChoose, onAdd, inputRef }: CustomerSearchProps) {
  const { t } = useTranslation();
  const touch = useTouchDevice();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), CUSTOMER_DEBOUNCE_MS);
  // A number typed as on a card ('+91 98450 12345') is looked up as the 10 digits customers are kept by.
  const searchText = debounced.length >= CUSTOMER_MIN_CHARS ? (normaliseMobile(debounced) ?? debounced) : '';
  const search = useCustomerSearch(searchText);
  const combobox = useCombobox();
  const results = searchText === '' ? [] : (search.data ?? []);
  const noContact = searchText !== '' && search.isSuccess && results.length === 0;

  // The first match is ready for Enter as soon as it arrives.
  useEffect(() => {
    if (results.length > 0) combobox.selectFirstOption();
  }, [results, combobox]);

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Combobox
          store={combobox}
          onOptionSubmit={(value) => {
            const chosen = results.find((c) => String(c.customerId) === value);
            if (chosen) onChoose(chosen);
            combobox.closeDropdown();
          }}
        >
          <Box pos="relative" style={{ flex: 1 }}>
            <Combobox.EventsTarget>
              <TextInput
                ref={inputRef}
                aria-label={t('billing.customer.search')}
                placeholder={t(touch ? 'billing.customer.placeholderTouch' : 'billing.customer.placeholder')}
                value={text}
                maxLength={100}
                autoComplete="off"
                rightSection={search.isFetching ? <Loader size="xs" /> : undefined}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  combobox.openDropdown();
                }}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
              />
            </Combobox.EventsTarget>
            {/* The dropdown is placed against a box laid over the input, drawn only while the
                dropdown is open: anchored to the input itself, the floating element set state as
                billing mounted, and an update during a commit makes React run every effect of the
                screen in that same task (lib/use-opened-once.ts says the same of portals). */}
            {combobox.dropdownOpened && (
              <Combobox.DropdownTarget>
                <Box pos="absolute" top={0} left={0} right={0} bottom={0} style={{ pointerEvents: 'none' }} />
              </Combobox.DropdownTarget>
            )}
          </Box>
          {combobox.dropdownOpened && (
            <Combobox.Dropdown hidden={results.length === 0}>
              <Combobox.Options aria-label={t('billing.customer.search')}>
                {results.map((c) => (
                  <Combobox.Option key={c.customerId} value={String(c.customerId)}>
                    {t('billing.customer.option', { name: c.customerName, mobile: c.mobileNumber })}
                  </Combobox.Option>
                ))}
              </Combobox.Options>
            </Combobox.Dropdown>
          )}
        </Combobox>
        <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => onAdd(text)}>
          {t('billing.customer.add')}
        </Button>
      </Group>
      {noContact ? (
        <Text size="xs" c="red">
          {t('msg.noSuchContact')}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('billing.customer.walkIn')}
        </Text>
      )}
    </Stack>
  );
}
