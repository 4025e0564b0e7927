import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { configuration, retailerSession } from '../../test/fixtures';
import { currentPath, renderApp } from '../../test/render-app';
import { scanInto } from '../../test/scanner';
import { PAGE_SIZE } from './api';
import { catalogueItem, inventorySession, ownItem } from './test-products';
import { inventoryServer } from './test-server';

const list = () => screen.findByRole('list', { name: 'Products' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });

describe('/inventoryManage list', () => {
  it("lists the shop's own inventory with price per unit and coloured stock lines", async () => {
    const server = inventoryServer({
      own: [
        ownItem({
          productId: 1,
          modelName: 'Parle-G Biscuit 100 g',
          modelQuantity: 24,
          sellingPrice: 1250.5,
        }),
        ownItem({ productId: 2, modelName: 'Tata Salt 1 kg', modelQuantity: 5, sellingPrice: 28 }),
        ownItem({ productId: 3, modelName: 'Amul Butter 500 g', modelQuantity: 0, sellingPrice: 275 }),
        ownItem({ productId: 4, modelName: 'Surf Excel 1 kg', modelQuantity: 10, sellingPrice: 140 }),
      ],
    });
    renderApp('/inventoryManage', { session: inventorySession() });
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(4);

    const stock = (row: HTMLElement) => row.querySelector('[data-stock]') as HTMLElement;
    expect(within(rows[0]!).getByText('₹1,250.50 / Pcs')).toBeTruthy();
    expect(stock(rows[0]!).textContent).toBe('Stock: 24');
    expect(stock(rows[0]!).dataset.stock).toBe('high');
    expect(stock(rows[1]!).textContent).toBe('Stock: 5');
    expect(stock(rows[1]!).dataset.stock).toBe('low');
    expect(stock(rows[2]!).textContent).toBe('NA');
    expect(stock(rows[2]!).dataset.stock).toBe('out');
    expect(stock(rows[3]!).dataset.stock).toBe('low');
    expect(stock(rows[0]!).style.color).toContain('green');
    expect(stock(rows[2]!).style.color).toContain('red');
    expect(stock(rows[1]!).style.color).toContain('orange');
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Parle-G Biscuit 100 g' }).textContent).toBe(
      'Edit',
    );

    expect(server.searches()[0]).toEqual({
      type: 'model',
      name: '',
      page: 1,
      numberOfItems: 50,
      isBarcode: false,
    });
  });

  it('shows the empty-inventory texts', async () => {
    inventoryServer();
    renderApp('/inventoryManage', { session: inventorySession() });
    expect(await screen.findByText('Have no items in your inventory?')).toBeTruthy();
    expect(screen.getByText('Search to add/create products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Product' })).toBeNull();
  });

  it("search results: own products have Edit, catalogue models 'Add +' or 'Already in your Inventory'", async () => {
    inventoryServer({
      search: [
        ownItem({ productId: 9, modelName: 'Lizol Refill Home Made' }),
        catalogueItem({ modelId: 1, modelName: 'Lizol Floor Cleaner 1 L' }),
        catalogueItem({ modelId: 2, modelName: 'Lizol Floor Cleaner 2 L', inInventory: true, productId: 77 }),
      ],
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.type(searchBox(), 'lizol{Enter}');

    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Lizol Refill Home Made' })).toBeTruthy();
    expect(
      within(rows[1]!).getByRole('button', { name: 'Add Lizol Floor Cleaner 1 L to your inventory' })
        .textContent,
    ).toBe('Add +');
    expect(within(rows[1]!).getByText('MRP ₹245.00')).toBeTruthy();
    expect(within(rows[2]!).getByText('Already in your Inventory')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button')).toBeNull();
  });

  it("'Add +' opens Add To List; the add toast stays 5 seconds and own inventory reloads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const model = catalogueItem();
    const server = inventoryServer({
      search: [model],
      routes: {
        'POST inventory/addModel': () => {
          server.setOwn([ownItem({ productId: 30, modelId: model.modelId, modelName: model.modelName })]);
          return {
            status: 200,
            message: 'Product added to your Inventory!',
            data: ownItem({ productId: 30 }),
          };
        },
      },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession(), fakeTimers: true });
    await screen.findByText('Have no items in your inventory?');
    await user.type(searchBox(), 'lizol{Enter}');
    await user.click(
      await screen.findByRole('button', { name: 'Add Lizol Floor Cleaner 1 L to your inventory' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Add To List' });
    const name = within(dialog).getByRole('textbox', { name: 'Product Name' }) as HTMLInputElement;
    expect(name.value).toBe('Lizol Floor Cleaner 1 L');
    expect(name.readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'HSN' }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(dialog).getByRole('textbox', { name: 'Category' }) as HTMLInputElement).value).toBe(
      'Cleaning',
    );
    expect((within(dialog).getByRole('textbox', { name: 'Brand' }) as HTMLInputElement).value).toBe('Lizol');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '6');
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase Price' }), '210');
    await user.type(within(dialog).getByRole('textbox', { name: 'Selling Price' }), '240');
    await user.click(within(dialog).getByRole('button', { name: 'Add To List' }));

    expect(await screen.findByText('Product added to your Inventory!')).toBeTruthy();
    expect(server.callsTo('POST inventory/addModel')[0]?.body).toEqual({
      modelId: 1_900_001,
      modelName: 'Lizol Floor Cleaner 1 L',
      categoryId: 12,
      brandId: 40,
      unitId: 1,
      modelQuantity: 6,
      purchasePrice: 210,
      sellingPrice: 240,
      MRP: 245,
      HSN: '34022090',
      scanId: '8901396393703',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Product added to your Inventory!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(screen.queryByText('Product added to your Inventory!')).toBeNull());

    await user.clear(searchBox());
    expect(await screen.findByRole('button', { name: 'Edit Lizol Floor Cleaner 1 L' })).toBeTruthy();
  });

  it("a refused add shows the server's reason as the 5-second toast", async () => {
    inventoryServer({
      search: [catalogueItem()],
      routes: { 'POST inventory/addModel': { status: 400, error: 'Already in your Inventory' } },
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.type(searchBox(), 'lizol{Enter}');
    await user.click(await screen.findByRole('button', { name: /^Add Lizol/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add To List' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '1');
    await user.type(within(dialog).getByRole('textbox', { name: 'Purchase Price' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Selling Price' }), '240');
    await user.click(within(dialog).getByRole('button', { name: 'Add To List' }));
    const toast = await screen.findByText('Already in your Inventory');
    expect(toast.closest('[data-kind]')?.getAttribute('data-kind')).toBe('error');
    expect(screen.getByRole('dialog', { name: 'Add To List' })).toBeTruthy();
  });

  it("pages by 50: 'more' adds the next page and disappears at the end", async () => {
    const own = Array.from({ length: 70 }, (_, i) =>
      ownItem({ productId: i + 1, modelName: `Item ${i + 1}` }),
    );
    const server = inventoryServer({ own });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    await user.click(screen.getByRole('button', { name: 'more' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(
        70,
      ),
    );
    expect(server.searches().map((b) => b.page)).toEqual([1, 2]);
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    let reached: (() => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reached = () => callback([{ isIntersecting: true }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    const own = Array.from({ length: 60 }, (_, i) =>
      ownItem({ productId: i + 1, modelName: `Item ${i + 1}` }),
    );
    const server = inventoryServer({ own });
    renderApp('/inventoryManage', { session: inventorySession() });
    await list();
    act(() => reached?.());
    await waitFor(() => expect(screen.getByText('Item 60')).toBeTruthy());
    expect(server.searches().map((b) => b.page)).toEqual([1, 2]);
  });

  it('searches 500 ms after the last key, needs 3 letters, and an emptied box returns to own inventory', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = inventoryServer({
      own: [ownItem({ modelName: 'Parle-G Biscuit 100 g' })],
      search: [catalogueItem({ modelName: 'Lizol Floor Cleaner 1 L' })],
    });
    const { user } = renderApp('/inventoryManage', { session: inventorySession(), fakeTimers: true });
    await screen.findByText('Parle-G Biscuit 100 g');

    await user.type(searchBox(), 'li');
    expect(screen.getByText('Type at least 3 letters to search')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.searches().map((b) => b.name)).toEqual(['']);

    await user.type(searchBox(), 'zol');
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(server.searches().map((b) => b.name)).toEqual(['']);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(server.searches().map((b) => b.name)).toEqual(['', 'lizol']));
    expect(await screen.findByText('Lizol Floor Cleaner 1 L')).toBeTruthy();

    await user.clear(searchBox());
    expect(await screen.findByText('Parle-G Biscuit 100 g')).toBeTruthy();
    expect(screen.queryByText('Lizol Floor Cleaner 1 L')).toBeNull();
  });

  it("a search without results offers 'Add Product' with the typed name", async () => {
    inventoryServer();
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.type(searchBox(), 'Steel Glass{Enter}');
    expect(await screen.findByText('No such Products')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    expect((within(dialog).getByRole('textbox', { name: 'Product Name' }) as HTMLInputElement).value).toBe(
      'Steel Glass',
    );
  });

  it('barcode mode with the box empty still lists the stock; it never says the inventory is empty', async () => {
    inventoryServer({ own: [ownItem({ productId: 9, modelName: 'Lizol Refill Home Made' })] });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    expect(await screen.findByText('Lizol Refill Home Made')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Search by barcode' }));
    expect(await screen.findByText('Lizol Refill Home Made')).toBeTruthy();
    expect(screen.queryByText('Have no items in your inventory?')).toBeNull();
  });

  it("'Search by barcode' asks for one item by barcode", async () => {
    const server = inventoryServer({ barcodes: { '8901396393703': catalogueItem() } });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.click(screen.getByRole('switch', { name: 'Search by barcode' }));
    await user.type(searchBox(), '8901396393703');
    expect(await screen.findByText('Lizol Floor Cleaner 1 L')).toBeTruthy();
    expect(server.searches().at(-1)).toEqual({
      type: 'model',
      name: '8901396393703',
      page: 1,
      numberOfItems: 1,
      isBarcode: true,
    });
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });

  it('in barcode mode the whole box is the code, even when the scanner burst stalls half way', async () => {
    const server = inventoryServer({ barcodes: { '8901396393703': catalogueItem() } });
    const { user } = renderApp('/inventoryManage', { session: inventorySession() });
    await screen.findByText('Have no items in your inventory?');
    await user.click(screen.getByRole('switch', { name: 'Search by barcode' }));
    scanInto(searchBox(), '8901396393703', { stallAfter: 5 });
    expect(await screen.findByRole('dialog', { name: 'Add To List' })).toBeTruthy();
    expect(server.searches().at(-1)).toMatchObject({ name: '8901396393703', isBarcode: true });
  });

  describe('USB scanner (keyboard wedge) in the name search', () => {
    function scan(code: string) {
      let now = Date.now();
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      for (const key of [...code, 'Enter']) {
        now += 8;
        fireEvent.keyDown(searchBox(), { key });
      }
      vi.mocked(Date.now).mockRestore();
    }

    it('opens an own product for editing', async () => {
      const server = inventoryServer({ barcodes: { '8901234567890': ownItem({ scanId: '8901234567890' }) } });
      renderApp('/inventoryManage', { session: inventorySession() });
      await screen.findByText('Have no items in your inventory?');
      scan('8901234567890');
      expect(await screen.findByRole('dialog', { name: 'Edit Product' })).toBeTruthy();
      expect(server.searches().at(-1)).toMatchObject({
        name: '8901234567890',
        isBarcode: true,
        numberOfItems: 1,
      });
    });

    it('opens a catalogue model as Add To List', async () => {
      inventoryServer({ barcodes: { '8901396393703': catalogueItem() } });
      renderApp('/inventoryManage', { session: inventorySession() });
      await screen.findByText('Have no items in your inventory?');
      scan('8901396393703');
      expect(await screen.findByRole('dialog', { name: 'Add To List' })).toBeTruthy();
    });

    it('opens Add Product with the barcode filled when nothing has it', async () => {
      inventoryServer();
      renderApp('/inventoryManage', { session: inventorySession() });
      await screen.findByText('Have no items in your inventory?');
      scan('8900000000017');
      const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
      expect((within(dialog).getByRole('textbox', { name: 'Barcode' }) as HTMLInputElement).value).toBe(
        '8900000000017',
      );
    });

    it('typing the same digits slowly is an ordinary search', async () => {
      const server = inventoryServer();
      renderApp('/inventoryManage', { session: inventorySession() });
      await screen.findByText('Have no items in your inventory?');
      let now = Date.now();
      vi.spyOn(Date, 'now').mockImplementation(() => now);
      for (const key of [...'8901234567890', 'Enter']) {
        now += 150;
        fireEvent.keyDown(searchBox(), { key });
      }
      vi.mocked(Date.now).mockRestore();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(server.searches().some((b) => b.isBarcode)).toBe(false);
    });
  });

  it("billing selection (?isBilling=true) shows 'Select' and hands the product to billing", async () => {
    inventoryServer({ own: [ownItem()] });
    const { user, router } = renderApp('/inventoryManage?isBilling=true', { session: inventorySession() });
    await user.click(await screen.findByRole('button', { name: 'Select Parle-G Biscuit 100 g' }));
    await waitFor(() => expect(currentPath(router)).toBe('/billing'));
    expect(
      (router.state.location.state as { selectedProduct: { productId: number } }).selectedProduct.productId,
    ).toBe(1);
  });

  it('/Manage Inventory redirects to /inventoryManage keeping the query', async () => {
    inventoryServer({ own: [ownItem()] });
    const { router } = renderApp('/Manage Inventory?isBilling=true', { session: inventorySession() });
    expect(await screen.findByRole('button', { name: 'Select Parle-G Biscuit 100 g' })).toBeTruthy();
    expect(currentPath(router)).toBe('/inventoryManage');
    expect(router.state.location.search).toBe('?isBilling=true');
  });

  it('needs the manageInventory flag', async () => {
    inventoryServer();
    const { router } = renderApp('/inventoryManage', {
      session: retailerSession({ configuration: configuration({ manageInventory: false }) }),
    });
    await waitFor(() => expect(currentPath(router)).toBe('/dashboard'));
  });
});
