import type { GstType } from '@galla/contracts/billing';
import { Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedRadio } from '../../components/segmented-radio';

type GstTypeToggleProps = {
  value: GstType;
  onChange: (value: GstType) => void;
  /** The place-of-supply state the suggestion came from, when known. */
  placeOfSupply: string | null;
};

/** CGST and SGST or IGST: suggested from the place of supply, the cashier may override (GST.md). */
export function GstTypeToggle({ value, onChange, placeOfSupply }: GstTypeToggleProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text id={labelId} size="sm" fw={500}>
          {t('billing.gstType.label')}
        </Text>
        {placeOfSupply && (
          <Text size="xs" c="dimmed">
            {t('billing.gstType.suggested', { state: placeOfSupply })}
          </Text>
        )}
      </Group>
      <SegmentedRadio
        labelledBy={labelId}
        value={value}
        onChange={onChange}
        data={[
          { value: 'CGST and SGST', label: t('billing.gstType.cgstSgst') },
          { value: 'IGST', label: t('billing.gstType.igst') },
        ]}
      />
    </Stack>
  );
}
