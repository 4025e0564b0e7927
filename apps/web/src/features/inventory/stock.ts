// The stock line's colour (shop-operations §2): above 10 green, 0 red, otherwise amber.
export type StockLevel = 'high' | 'low' | 'out';

export function stockLevel(quantity: number): StockLevel {
  if (quantity > 10) return 'high';
  return quantity <= 0 ? 'out' : 'low';
}

export const stockColor: Record<StockLevel, string> = { high: 'green.8', low: 'orange.8', out: 'red.8' };
