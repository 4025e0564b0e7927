import type { Audience } from '@galla/contracts/console-messages';
import { SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSuperCategories } from '../onboarding/api';
import { useStates } from '../registration/api';
import { useMessageTexts } from './texts';

/** The filters that pick a message's retailers; any change asks for a new preview. */
export function AudienceFilters({
  value,
  onChange,
}: {
  value: Audience;
  onChange: (next: Audience) => void;
}) {
  const states = useStates();
  const categories = useSuperCategories();
  const k = useMessageTexts();
  const set = (patch: Partial<Audience>) => onChange({ ...value, ...patch });
  const id = (text: string | null) => (text ? Number(text) : undefined);
  const cities = states.data?.find((s) => s.stateId === value.stateId)?.cityList ?? [];

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={k('state')}
          placeholder={k('any')}
          clearable
          searchable
          data={(states.data ?? []).map((s) => ({ value: String(s.stateId), label: s.stateName }))}
          value={value.stateId ? String(value.stateId) : null}
          onChange={(v) => set({ stateId: id(v), cityId: undefined })}
        />
        <Select
          label={k('city')}
          placeholder={k('any')}
          clearable
          searchable
          disabled={!value.stateId}
          data={cities.map((c) => ({ value: String(c.cityId), label: c.City }))}
          value={value.cityId ? String(value.cityId) : null}
          onChange={(v) => set({ cityId: id(v) })}
        />
        <Select
          label={k('category')}
          placeholder={k('any')}
          clearable
          data={(categories.data ?? []).map((c) => ({
            value: String(c.superCategoryId),
            label: c.superCategoryName,
          }))}
          value={value.superCategoryId ? String(value.superCategoryId) : null}
          onChange={(v) => set({ superCategoryId: id(v) })}
        />
        <Select
          label={k('stage')}
          placeholder={k('any')}
          clearable
          data={[1, 2, 3].map((n) => ({ value: String(n), label: k(`stage${n as 1 | 2 | 3}`) }))}
          value={value.isRegister ? String(value.isRegister) : null}
          onChange={(v) => set({ isRegister: id(v) })}
        />
        <Select
          label={k('onboarded')}
          placeholder={k('any')}
          clearable
          data={[
            { value: 'yes', label: k('onboardedYes') },
            { value: 'no', label: k('onboardedNo') },
          ]}
          value={value.onboarded === undefined ? null : value.onboarded ? 'yes' : 'no'}
          onChange={(v) => set({ onboarded: v === null ? undefined : v === 'yes' })}
        />
        <Select
          label={k('status')}
          allowDeselect={false}
          data={[
            { value: 'active', label: k('statusActive') },
            { value: 'disabled', label: k('statusDisabled') },
            { value: 'all', label: k('statusAll') },
          ]}
          value={value.status ?? 'active'}
          onChange={(v) => set({ status: (v ?? 'active') as Audience['status'] })}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {k('recipients')}
        </Text>
        <SegmentedControl
          aria-label={k('recipients')}
          data={[
            { value: 'owners', label: k('owners') },
            { value: 'everyone', label: k('everyone') },
          ]}
          value={value.recipients ?? 'owners'}
          onChange={(v) => set({ recipients: v as Audience['recipients'] })}
        />
      </Stack>
    </Stack>
  );
}
