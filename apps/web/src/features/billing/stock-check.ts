import { milliToQuantity, parseQuantity } from '@galla/domain/quantity';
import type { CartLine } from './cart';

// Lines that bill more than the shop has (issue 17, item 5): the cart says so as they are added, and
// Save asks first, or refuses when the shop does not sell below zero (the server refuses it too).

export type OverStock = { productId: number; name: string; quantity: number; stock: number; units: string };

/** The stock of a line as a figure to show, or null when it is not known (lines of an edited bill). */
export function lineStock(line: CartLine): number | null {
  return line.stockMilli === undefined ? null : milliToQuantity(Math.max(0, line.stockMilli));
}

export function overStock(lines: readonly CartLine[]): OverStock[] {
  return lines.flatMap((line) => {
    const quantity = parseQuantity(line.quantity);
    if (line.stockMilli === undefined || quantity === undefined || quantity <= line.stockMilli) return [];
    return [
      {
        productId: line.productId,
        name: line.name,
        quantity: milliToQuantity(quantity),
        stock: milliToQuantity(Math.max(0, line.stockMilli)),
        units: line.units,
      },
    ];
  });
}
