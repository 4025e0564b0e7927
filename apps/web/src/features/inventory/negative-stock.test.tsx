import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { inventorySession, ownItem } from './test-products';
import { inventoryServer } from './test-server';

// Issue 17, item 5: stock billed below zero is marked as such, not read as stock in hand.
describe('/inventoryManage: oversold products', () => {
  it('mark stock below zero in words and red', async () => {
    inventoryServer({
      own: [
        ownItem({ productId: 1, modelName: 'Silicone Back Cover', modelQuantity: -13, sellingPrice: 100 }),
      ],
    });
    const { findByRole } = renderApp('/inventoryManage', { session: inventorySession() });
    const list = await findByRole('list', { name: 'Products' });
    const stock = within(list).getByText('Stock: -13 (oversold)');
    expect(stock.dataset.stock).toBe('negative');
    expect(stock.style.color).toContain('red');
  });
});
