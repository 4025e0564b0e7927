// The stock line's colour (shop-operations §2): above 10 green, 0 red, otherwise amber. Below zero
// (more was billed than entered) is red and said in words, so it is not read as stock in hand.
export type StockLevel = 'high' | 'low' | 'out' | 'negative';

export function stockLevel(quantity: number): StockLevel {
  if (quantity > 10) return 'high';
  if (quantity < 0) return 'negative';
  return quantity === 0 ? 'out' : 'low';
}

export const stockColor: Record<StockLevel, string> = {
  high: 'green.8',
  low: 'orange.8',
  out: 'red.8',
  negative: 'red.9',
};
