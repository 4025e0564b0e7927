import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Bill } from './bill-math';
import type { EditableField } from './cart';
import { CartLine, type SlabOption } from './cart-line';

type CartPanelProps = {
  bill: Bill;
  gstShop: boolean;
  slabOptions: readonly SlabOption[];
  onSet: (productId: number, field: EditableField, value: string) => void;
  onStep: (productId: number, delta: 1 | -1) => void;
  /** Asks first (§4): the page owns the confirmation, which the '-' key can open too. */
  onRemove: (productId: number) => void;
  onRemoveAll: () => void;
  onReplace: (productId: number) => void;
};

/** The 'Items' cart: one card per line, newest last, so '+' and '-' act on what was just added. */
export function CartPanel({
  bill,
  gstShop,
  slabOptions,
  onSet,
  onStep,
  onRemove,
  onRemoveAll,
  onReplace,
}: CartPanelProps) {
  const { t } = useTranslation();
  const count = bill.lines.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h4">
          {t('billing.items')}{' '}
          <Text span c="dimmed" size="sm">
            ({t('billing.itemCount', { count })})
          </Text>
        </Title>
        {count > 0 && (
          <Button size="xs" variant="subtle" color="red" onClick={onRemoveAll}>
            {t('billing.removeAll')}
          </Button>
        )}
      </Group>
      {count === 0 ? (
        <Stack align="center" gap={4} py="lg">
          <IconShoppingCart size={32} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center" size="sm">
            {t('billing.empty')}
          </Text>
        </Stack>
      ) : (
        <Stack
          component="ul"
          aria-label={t('billing.items')}
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {bill.lines.map((checked, i) => {
            const { line } = checked;
            const index = bill.resultIndex.get(i);
            return (
              <CartLine
                key={line.productId}
                line={line}
                error={checked.error}
                result={index === undefined ? undefined : bill.invoice.lines[index]}
                gstShop={gstShop}
                slabOptions={slabOptions}
                onSet={(field, value) => onSet(line.productId, field, value)}
                onStep={(delta) => onStep(line.productId, delta)}
                onRemove={() => onRemove(line.productId)}
                onReplace={() => onReplace(line.productId)}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
