import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

// Small building blocks shared by the long and short forms.

/** 'Label: value' on one line; nothing at all when the value is missing. */
export function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

/** A label and a right-aligned figure, as in a totals block. */
export function FigureRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Lines of text joined as they come, skipping the empty ones (addresses). */
export function Lines({ lines }: { lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  if (shown.length === 0) return null;
  return (
    <Stack gap={0}>
      {shown.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}
