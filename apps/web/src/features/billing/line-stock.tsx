import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CartLine } from './cart';
import { lineStock, overStock } from './stock-check';

/** The stock beside a bill line, in red once the line bills more than there is. */
export function LineStock({ line }: { line: CartLine }) {
  const { t } = useTranslation();
  const stock = lineStock(line);
  if (stock === null) return null;
  const over = overStock([line]).length > 0;
  return (
    <Text
      size="xs"
      c={over ? 'red.8' : 'dimmed'}
      fw={over ? 600 : undefined}
      data-line-stock={over ? 'over' : 'ok'}
    >
      {t(over ? 'billing.line.overStock' : 'billing.line.stock', { count: stock, unit: line.units })}
    </Text>
  );
}
