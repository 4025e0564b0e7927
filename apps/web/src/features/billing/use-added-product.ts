import { type InventoryItem, ZInventoryItem } from '@galla/contracts/inventory';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * The inventory product modal reports only that it closed, not what it added. While billing has it
 * open (Create Product, or Add To List for a catalogue result), the product that inventory/addModel
 * answers with is picked up from the mutation cache so it goes straight into the bill.
 * An `onSaved(item)` prop on ProductModal would make this unnecessary.
 */
export function useAddedProduct(active: boolean, onAdded: (item: InventoryItem) => void) {
  const queryClient = useQueryClient();
  const latest = useRef(onAdded);
  latest.current = onAdded;
  useEffect(() => {
    if (!active) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const answer = event.mutation.state.data as { data?: unknown } | undefined;
      const item = ZInventoryItem.safeParse(answer?.data);
      if (item.success) latest.current(item.data);
    });
  }, [active, queryClient]);
}
