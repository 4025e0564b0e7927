import { MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSerialsInStock } from './api';
import { imeiList } from './bill-math';

type ImeiPickerProps = { productId: number; value: string; onChange: (value: string) => void };

/**
 * The IMEI / serial numbers of a serial-numbered line, picked from those in stock (typing or a
 * scanner filters the list; Enter picks). The line keeps them as comma-separated text, so the §5
 * checks and the payload are unchanged. Numbers already on the line stay offered (an edited bill's
 * own, which are no longer in stock). If the list cannot be read, the box takes typed numbers.
 */
export function ImeiPicker({ productId, value, onChange }: ImeiPickerProps) {
  const { t } = useTranslation();
  const serials = useSerialsInStock(productId);
  const picked = imeiList(value);

  if (serials.isError) {
    return (
      <TextInput
        label={t('billing.line.imei')}
        description={t('billing.line.imeiUnavailable')}
        value={value}
        autoComplete="off"
        maxLength={2000}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  const options = [...new Set([...picked, ...(serials.data ?? [])])];
  return (
    <MultiSelect
      label={t('billing.line.imei')}
      description={t(serials.isPending ? 'billing.line.imeiLoading' : 'billing.line.imeiPick')}
      data={options}
      value={picked}
      onChange={(next) => onChange(next.join(','))}
      searchable
      hidePickedOptions
      nothingFoundMessage={t('billing.line.imeiNone')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
