import { Stack, Text } from '@mantine/core';
import { DateRangeInputs } from '../../components/date-range-inputs';
import { problemOf, type ReportRange } from './range';

/** From and To Date, no future dates, with the range's refusal below. */
export function RangePicker({
  value,
  onChange,
}: {
  value: ReportRange;
  onChange: (next: ReportRange) => void;
}) {
  const problem = problemOf(value);
  return (
    <Stack gap={4}>
      <DateRangeInputs value={value} onChange={onChange} />
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
