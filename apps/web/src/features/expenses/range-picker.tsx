import { istDate } from '@galla/domain/financial-year';
import { Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { problemOf, type ReportRange } from './range';

/** From and To Date (the phone's own calendar), no future dates, with the range's refusal below. */
export function RangePicker({
  value,
  onChange,
}: {
  value: ReportRange;
  onChange: (next: ReportRange) => void;
}) {
  const { t } = useTranslation();
  const today = istDate(new Date());
  const problem = problemOf(value);
  return (
    <Stack gap={4}>
      <Group gap="xs" grow wrap="nowrap">
        <TextInput
          type="date"
          label={t('expenses.fromDate')}
          size="sm"
          value={value.fromDate}
          max={value.toDate || today}
          onChange={(event) => onChange({ ...value, fromDate: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('expenses.toDate')}
          size="sm"
          value={value.toDate}
          min={value.fromDate || undefined}
          max={today}
          onChange={(event) => onChange({ ...value, toDate: event.currentTarget.value })}
        />
      </Group>
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
