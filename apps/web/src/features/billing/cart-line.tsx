import type { InvoiceLineResult } from '@galla/domain/invoice-math';
import { ActionIcon, Anchor, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMinus, IconPlus, IconReplace, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMBER_TEXT_MAX } from '../inventory/product-form';
import type { EditableField, CartLine as Line } from './cart';
import { formatPaise } from './format';
import { ImeiPicker } from './imei-picker';
import { LineStock } from './line-stock';

export type SlabOption = { value: string; label: string };

type CartLineProps = {
  line: Line;
  error: string | null;
  result: InvoiceLineResult | undefined;
  gstShop: boolean;
  slabOptions: readonly SlabOption[];
  onSet: (field: EditableField, value: string) => void;
  onStep: (delta: 1 | -1) => void;
  onRemove: () => void;
  onReplace: () => void;
};

/**
 * One bill line: stepper, price, discount, GST slab, IMEIs and the line's §5 message. Controls are
 * labelled plainly ('Quantity', 'Selling price' …) and the line itself is named after the product,
 * so each is found as "<product> › <control>".
 */
export function CartLine({
  line,
  error,
  result,
  gstShop,
  slabOptions,
  onSet,
  onStep,
  onRemove,
  onReplace,
}: CartLineProps) {
  const { t } = useTranslation();
  const [imeiOpen, setImeiOpen] = useState(false);
  const showImei = line.hasImei || imeiOpen || line.imei !== '';
  // Boxes keep what is typed ('2.5', '-5', '1e12'); bill-math names what it refuses.
  const money = (field: 'price' | 'discount') => (event: React.ChangeEvent<HTMLInputElement>) =>
    onSet(field, event.currentTarget.value);

  return (
    <Paper component="li" withBorder p="xs" aria-label={line.name} data-line={line.productId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line.name}
            </Text>
            <LineStock line={line} />
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} size="sm" aria-label={t('billing.line.amount')} data-amount>
              {result ? formatPaise(result.totalPaise) : '—'}
            </Text>
            <ActionIcon variant="subtle" aria-label={t('billing.line.replace')} onClick={onReplace}>
              <IconReplace size={18} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t('billing.line.remove')} onClick={onRemove}>
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Group gap={2} wrap="nowrap" align="flex-end">
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('billing.line.decrease')}
              onClick={() => onStep(-1)}
            >
              <IconMinus size={16} />
            </ActionIcon>
            <TextInput
              w={64}
              label={t('billing.line.quantity')}
              value={line.quantity}
              inputMode={line.countUnit ? 'numeric' : 'decimal'}
              autoComplete="off"
              maxLength={NUMBER_TEXT_MAX}
              onChange={(event) => onSet('quantity', event.currentTarget.value)}
              styles={{ input: { textAlign: 'center' } }}
            />
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('billing.line.increase')}
              data-increase
              onClick={() => onStep(1)}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Group>
          <TextInput
            w={104}
            label={t('billing.line.price')}
            description={t(
              line.priceIncludesTax ? 'billing.line.priceHint' : 'billing.line.priceHintExclusive',
            )}
            // The hint goes under the box so the boxes of a line stay in one row.
            inputWrapperOrder={['label', 'input', 'description']}
            value={line.price}
            inputMode="decimal"
            autoComplete="off"
            maxLength={NUMBER_TEXT_MAX}
            onChange={money('price')}
          />
          <TextInput
            w={88}
            label={t('billing.line.discount')}
            value={line.discount}
            inputMode="decimal"
            autoComplete="off"
            maxLength={NUMBER_TEXT_MAX}
            placeholder="0"
            onChange={money('discount')}
          />
          {gstShop && (
            <NativeSelect
              w={110}
              label={t('billing.line.gst')}
              value={line.gst}
              data={[{ value: '', label: '—' }, ...slabOptions]}
              description={line.gstDefaulted ? t('billing.line.gstDefaulted') : undefined}
              inputWrapperOrder={['label', 'input', 'description']}
              styles={{ description: { color: 'var(--mantine-color-orange-8)' } }}
              onChange={(event) => onSet('gst', event.currentTarget.value)}
            />
          )}
        </Group>
        {line.hasImei ? (
          <ImeiPicker
            productId={line.productId}
            value={line.imei}
            onChange={(value) => onSet('imei', value)}
          />
        ) : showImei ? (
          <TextInput
            label={t('billing.line.imei')}
            description={t('billing.line.imeiHint')}
            value={line.imei}
            autoComplete="off"
            maxLength={2000}
            onChange={(event) => onSet('imei', event.currentTarget.value)}
          />
        ) : (
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setImeiOpen(true)}
            w="fit-content"
          >
            {t('billing.line.imei')}
          </Anchor>
        )}
        {error && (
          <Text size="sm" c="red" data-line-error>
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
