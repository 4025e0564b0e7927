import { istDate } from '@galla/domain/financial-year';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type DateRange = { fromDate: string; toDate: string };

/**
 * From and To Date as the browser's own date pickers (a phone's calendar), no future dates, From
 * never after To: the invoice list's filter and the expense screens' range.
 */
export function DateRangeInputs({
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
        label={t('common.fromDate')}
        size="sm"
        value={value.fromDate}
        max={value.toDate || today}
        onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('common.toDate')}
        size="sm"
        value={value.toDate}
        min={value.fromDate || undefined}
        max={today}
        onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
      />
    </Group>
  );
}
