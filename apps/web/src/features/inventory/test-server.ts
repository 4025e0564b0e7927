import type { Envelope } from '@galla/contracts/envelope';
import { type FakeRoutes, installFakeFetch } from '../../test/fake-fetch';
import type { Product, SearchProductBody } from './api';
import { referenceRoutes } from './test-products';

type InventoryServer = {
  own?: Product[];
  /** Name search results (own-created products first, as the server sends them). */
  search?: Product[];
  barcodes?: Record<string, Product>;
  routes?: FakeRoutes;
};

/** A fake inventory/searchProduct with the server's paging, 204 and barcode behaviour. */
export function inventoryServer({ own = [], search = [], barcodes = {}, routes = {} }: InventoryServer = {}) {
  const state = { own, search };
  const fake = installFakeFetch({
    ...referenceRoutes,
    'POST inventory/searchProduct': ({ body }): Envelope<unknown> => {
      const { name, page, numberOfItems, isBarcode } = body as SearchProductBody;
      let list: Product[];
      if (isBarcode) list = barcodes[name] ? [barcodes[name]] : [];
      else if (name === '') list = state.own.slice((page - 1) * numberOfItems, page * numberOfItems);
      else
        list =
          page === 1
            ? state.search.filter((p) => p.modelName.toLowerCase().includes(name.toLowerCase()))
            : [];
      return list.length > 0 ? { status: 200, data: list } : { status: 204, message: 'No such Products' };
    },
    ...routes,
  });
  return {
    ...fake,
    setOwn: (next: Product[]) => {
      state.own = next;
    },
    /** What a name search answers from now on (stock added on another till, say). */
    setSearch: (next: Product[]) => {
      state.search = next;
    },
    searches: () =>
      fake.callsTo('POST inventory/searchProduct').map((call) => call.body as SearchProductBody),
  };
}
