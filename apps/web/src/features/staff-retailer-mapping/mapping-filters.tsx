import type { MappingManagers } from '@galla/contracts/retailer-managers';
import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStatesForFilter } from './api';

export type Filters = {
  stateId: string | null;
  cityId: string | null;
  managerId: string | null;
  unmapped: boolean;
  search: string;
};
export const noFilters: Filters = {
  stateId: null,
  cityId: null,
  managerId: null,
  unmapped: false,
  search: '',
};

/** State, city, current manager, unmapped only, and a search: the list narrows as they change. */
export function MappingFilters({
  value,
  onChange,
  managers,
}: {
  value: Filters;
  onChange: (next: Filters) => void;
  managers: MappingManagers;
}) {
  const { t } = useTranslation();
  const states = useStatesForFilter();
  const cities = states.data?.find((s) => String(s.stateId) === value.stateId)?.cityList ?? [];
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const width = { base: '100%', xs: 200 };

  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <TextInput
        aria-label={t('consoleRm.search')}
        placeholder={t('consoleRm.search')}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        w={width}
      />
      <Select
        aria-label={t('consoleRm.mapping.state')}
        placeholder={t('consoleRm.mapping.allStates')}
        searchable
        clearable
        data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.stateName }))}
        value={value.stateId}
        onChange={(stateId) => set({ stateId, cityId: null })}
        w={width}
      />
      <Select
        aria-label={t('consoleRm.mapping.city')}
        placeholder={t('consoleRm.mapping.allCities')}
        searchable
        clearable
        disabled={!value.stateId}
        data={cities.map((c) => ({ value: String(c.cityId), label: c.City }))}
        value={value.cityId}
        onChange={(cityId) => set({ cityId })}
        w={width}
      />
      <Select
        aria-label={t('consoleRm.mapping.currentManager')}
        placeholder={t('consoleRm.mapping.anyManager')}
        searchable
        clearable
        disabled={value.unmapped}
        data={managers
          .filter((m) => m.userType === 'zonalManager')
          .map((m) => ({ value: String(m.staffId), label: `${m.firstName} ${m.lastName}`.trim() }))}
        value={value.managerId}
        onChange={(managerId) => set({ managerId })}
        w={width}
      />
      <Checkbox
        label={t('consoleRm.mapping.unmapped')}
        checked={value.unmapped}
        onChange={(e) => set({ unmapped: e.currentTarget.checked, managerId: null })}
      />
    </Group>
  );
}
