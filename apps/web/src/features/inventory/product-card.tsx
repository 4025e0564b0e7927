import { formatInr, tryRupeesToPaise } from '@galla/domain/money';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from './api';
import { stockColor, stockLevel } from './stock';

type ProductCardProps = {
  item: Product;
  /** Billing selection mode: own items offer Select instead of Edit. */
  billing: boolean;
  onOpen: (item: Product) => void;
};

const rupees = (value: number) => {
  const paise = tryRupeesToPaise(value);
  return paise === null ? String(value) : formatInr(paise);
};

/** One row of the list: name, price per unit, stock line, and its action. Kept light for 50-item pages. */
export const ProductCard = memo(function ProductCard({ item, billing, onOpen }: ProductCardProps) {
  const { t } = useTranslation();
  const own = item.source === 'inventory';
  const level = own ? stockLevel(item.modelQuantity) : null;

  let action: React.ReactNode;
  if (own) {
    action = billing ? (
      <Button
        size="compact-md"
        onClick={() => onOpen(item)}
        aria-label={t('inventory.selectLabel', { name: item.modelName })}
      >
        {t('inventory.select')}
      </Button>
    ) : (
      <Button
        size="compact-md"
        variant="light"
        onClick={() => onOpen(item)}
        aria-label={t('inventory.editLabel', { name: item.modelName })}
      >
        {t('inventory.edit')}
      </Button>
    );
  } else if (item.inInventory) {
    action = (
      <Text size="xs" c="dimmed" ta="right" maw={96}>
        {t('msg.alreadyInInventory')}
      </Text>
    );
  } else {
    action = (
      <Button
        size="compact-md"
        variant="outline"
        onClick={() => onOpen(item)}
        aria-label={t('inventory.addLabel', { name: item.modelName })}
      >
        {t('inventory.add')}
      </Button>
    );
  }

  return (
    <Paper withBorder px="sm" py="xs" component="li" data-source={item.source}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} size="sm" lineClamp={2}>
            {item.modelName}
          </Text>
          <Text size="sm" c="dimmed">
            {own
              ? t('inventory.pricePerUnit', { price: rupees(item.sellingPrice), unit: item.units })
              : item.MRP !== null
                ? t('inventory.mrp', { price: rupees(item.MRP) })
                : item.brandName}
          </Text>
          {own && level && (
            <Text size="sm" fw={600} c={stockColor[level]} data-stock={level}>
              {item.modelQuantity === 0
                ? t('inventory.stockNa')
                : level === 'negative'
                  ? t('inventory.stockNegative', { count: item.modelQuantity })
                  : t('inventory.stock', { count: item.modelQuantity })}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
    </Paper>
  );
});
