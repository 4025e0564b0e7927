import { type SignUpStage, signUpStages } from '@galla/contracts/console-retailers';
import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStateChoices, useSuperCategoryChoices } from './api';

export type RetailerFilterValues = {
  search: string;
  stateId: string | null;
  cityId: string | null;
  superCategoryId: string | null;
  stage: SignUpStage | null;
  status: 'active' | 'disabled' | null;
};

export const noFilters: RetailerFilterValues = {
  search: '',
  stateId: null,
  cityId: null,
  superCategoryId: null,
  stage: null,
  status: null,
};

// Search and the five filters. A city list appears once a state is chosen (the states call carries
// each state's cities); changing the state clears the city.
export function RetailerFilters({
  value,
  onChange,
}: {
  value: RetailerFilterValues;
  onChange: (next: RetailerFilterValues) => void;
}) {
  const { t } = useTranslation();
  const states = useStateChoices();
  const categories = useSuperCategoryChoices();
  const cities = states.data?.find((s) => String(s.stateId) === value.stateId)?.cityList ?? [];
  const set = (patch: Partial<RetailerFilterValues>) => onChange({ ...value, ...patch });
  const width = { base: '100%', xs: 180 };
  return (
    <Group gap="xs" wrap="wrap">
      <TextInput
        aria-label={t('staffRetailers.search')}
        placeholder={t('staffRetailers.search')}
        value={value.search}
        onChange={(e) => set({ search: e.currentTarget.value })}
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        aria-label={t('staffRetailers.state')}
        placeholder={t('staffRetailers.allStates')}
        searchable
        clearable
        data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.stateName }))}
        value={value.stateId}
        onChange={(stateId) => set({ stateId, cityId: null })}
        w={width}
      />
      <Select
        aria-label={t('staffRetailers.city')}
        placeholder={t('staffRetailers.allCities')}
        searchable
        clearable
        disabled={value.stateId === null}
        data={cities.map((c) => ({ value: String(c.cityId), label: c.City }))}
        value={value.cityId}
        onChange={(cityId) => set({ cityId })}
        w={width}
      />
      <Select
        aria-label={t('staffRetailers.category')}
        placeholder={t('staffRetailers.allCategories')}
        clearable
        data={(categories.data ?? []).map((c) => ({
          value: String(c.superCategoryId),
          label: c.superCategoryName,
        }))}
        value={value.superCategoryId}
        onChange={(superCategoryId) => set({ superCategoryId })}
        w={width}
      />
      <Select
        aria-label={t('staffRetailers.stage')}
        placeholder={t('staffRetailers.allStages')}
        clearable
        data={signUpStages.map((stage) => ({ value: stage, label: t(`staffRetailers.stages.${stage}`) }))}
        value={value.stage}
        onChange={(stage) => set({ stage: stage as SignUpStage | null })}
        w={width}
      />
      <Select
        aria-label={t('staffRetailers.status')}
        placeholder={t('staffRetailers.allStatuses')}
        clearable
        data={[
          { value: 'active', label: t('staffRetailers.active') },
          { value: 'disabled', label: t('staffRetailers.disabled') },
        ]}
        value={value.status}
        onChange={(status) => set({ status: status as 'active' | 'disabled' | null })}
        w={width}
      />
    </Group>
  );
}
