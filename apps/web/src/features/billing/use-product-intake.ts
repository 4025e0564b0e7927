import type { InventoryItem } from '@galla/contracts/inventory';
import { messages } from '@galla/domain/messages';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { type Product, useUnits } from '../inventory/api';
import type { ProductModalState } from '../inventory/product-form';
import { ownedVersion, scanProduct, useGstSlabs } from './api';
import { type CartAction, type CartState, hasProduct } from './cart';
import { defaultGst, toCartProduct } from './cart-product';
import { useAddedProduct } from './use-added-product';

type ProductIntake = {
  cart: CartState;
  dispatch: (action: CartAction) => void;
  gstShop: boolean;
  /** The line a picked product replaces, or null to add a new line. */
  replacing: number | null;
  onReplaced: () => void;
  /** Opens the inventory product modal (create, or Add To List for a catalogue model). */
  openProductModal: (state: ProductModalState) => void;
  productModalOpen: boolean;
  /** A product chosen on /inventoryManage?isBilling=true, added once on arrival. */
  arriving: InventoryItem | null;
};

/**
 * How products reach the bill: a search pick, a scan, a product created or added to the inventory
 * from here, or one chosen on the inventory screen. Every bill line is a shop product (productId),
 * so a catalogue model goes into the inventory first.
 */
export function useProductIntake({
  cart,
  dispatch,
  gstShop,
  replacing,
  onReplaced,
  openProductModal,
  productModalOpen,
  arriving,
}: ProductIntake) {
  const units = useUnits();
  const slabs = useGstSlabs();

  const addItem = (item: InventoryItem) => {
    const product = toCartProduct(item, units.data);
    if (hasProduct(cart, product.productId)) {
      showToast(messages.productAlreadyInList, 'info');
      return;
    }
    const gst = defaultGst(item.gst, gstShop, slabs.data);
    // Marked on the line: a GST shop should see that this rate was assumed, not the product's.
    const gstDefaulted = gstShop && gst !== '' && gst !== String(item.gst);
    if (replacing !== null) {
      dispatch({ type: 'replace', productId: replacing, product, gst, gstDefaulted });
      onReplaced();
    } else dispatch({ type: 'add', product, gst, gstDefaulted });
  };

  // A catalogue model is billed as the shop's product: the stocked one when the shop has it (asked
  // afresh, as another till may have stocked it since the results came), else one added to the
  // inventory on the way (Add To List). Never refused.
  const pick = async (product: Product) => {
    if (product.source === 'inventory') return addItem(product);
    try {
      const owned = await ownedVersion(product);
      if (owned) addItem(owned);
      else openProductModal({ mode: 1, item: product });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  // The cart as it is when a scan's answer comes back, not when the scan started.
  const latestCart = useRef(cart);
  latestCart.current = cart;

  const scan = async (code: string) => {
    try {
      const found = await scanProduct(code);
      // Scanning what is already billed is one more of it, as at every counter.
      if (found?.source === 'inventory' && hasProduct(latestCart.current, found.productId)) {
        dispatch({ type: 'step', productId: found.productId, delta: 1 });
        return;
      }
      // An unknown barcode starts a new product with the code filled in, as on the inventory screen.
      if (found) await pick(found);
      else openProductModal({ mode: 0, scanId: code });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  };

  useAddedProduct(productModalOpen, addItem);

  const arrived = useRef(false);
  // Once, when the units have loaded (they decide whether the quantity may be a fraction).
  useEffect(() => {
    if (!arriving || arrived.current || units.isPending) return;
    arrived.current = true;
    addItem(arriving);
  }, [arriving, units.isPending]);

  return { pick, scan };
}
