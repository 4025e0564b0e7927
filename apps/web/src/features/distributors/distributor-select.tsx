import { Anchor, Loader, type OptionsFilter, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTRIBUTOR_SEARCH_DEBOUNCE_MS, useDistributorSearch } from './api';

export type ChosenDistributor = { id: string; name: string };

type DistributorSelectProps = {
  value: ChosenDistributor | null;
  onChange: (value: ChosenDistributor | null) => void;
  onAddNew: () => void;
  disabled?: boolean;
  error?: string;
};

// The server already filtered by name or mobile number.
const keepAll: OptionsFilter = ({ options }) => options;

/**
 * The product form's distributor: a searchable select over POST distributor/getDistributor (250 ms
 * after the last key; the server filters), and '+ Add distributor'.
 */
export function DistributorSelect({ value, onChange, onAddNew, disabled, error }: DistributorSelectProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  // Showing the chosen name in the box is not a search for it.
  const typed = search === value?.name ? '' : search.trim();
  const [debounced] = useDebouncedValue(typed, DISTRIBUTOR_SEARCH_DEBOUNCE_MS);
  const results = useDistributorSearch(debounced, open && !disabled);

  const data = useMemo(() => {
    const options = (results.data ?? []).map((d) => ({
      value: String(d.distributerId),
      label: d.mobileNo ? `${d.distributedName} (${d.mobileNo})` : d.distributedName,
    }));
    if (value && !options.some((o) => o.value === value.id))
      options.unshift({ value: value.id, label: value.name });
    return options;
  }, [results.data, value]);

  return (
    <Stack gap={4}>
      <Select
        label={t('inventory.form.distributor')}
        placeholder={t('inventory.form.searchDistributor')}
        data={data}
        value={value?.id ?? null}
        onChange={(id, option) => {
          const chosen = id && option ? { id, name: option.label } : null;
          onChange(chosen);
          setSearch(chosen?.name ?? '');
        }}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={keepAll}
        nothingFoundMessage={results.isFetching ? undefined : t('msg.noDistributor')}
        rightSection={results.isFetching && open ? <Loader size="xs" /> : undefined}
        onDropdownOpen={() => setOpen(true)}
        onDropdownClose={() => setOpen(false)}
        disabled={disabled}
        error={error}
      />
      {!disabled && (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={onAddNew}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('inventory.form.addDistributor')}
        </Anchor>
      )}
    </Stack>
  );
}
