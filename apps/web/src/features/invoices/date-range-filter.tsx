import { istDate } from '@galla/domain/financial-year';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DateRange } from './api';

/**
 * From and To invoice dates for the list: the browser's own date pickers (a phone's calendar), no
 * future dates. An emptied box leaves that end open.
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
}) {
  const { t } = useTranslation();
  const today = istDate(new Date());
  return (
    <Group gap="xs" grow wrap="nowrap">
      <TextInput
        type="date"
        label={t('invoices.fromDate')}
        size="sm"
        value={value.fromDate}
        max={value.toDate || today}
        onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('invoices.toDate')}
        size="sm"
        value={value.toDate}
        min={value.fromDate || undefined}
        max={today}
        onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
      />
    </Group>
  );
}
