import type { InventoryItem } from '@galla/contracts/inventory';
import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { useNavigate } from 'react-router';

// /inventoryManage?isBilling=true lists products for billing to pick: own items show 'Select' instead
// of Edit. Billing (not built yet) either wraps the page in <InventorySelectProvider onSelect> or, by
// default, receives the choice back on /billing as router state `selectedProduct`.
export type InventorySelectHandler = (item: InventoryItem) => void;

const InventorySelectContext = createContext<InventorySelectHandler | null>(null);

export function InventorySelectProvider({
  onSelect,
  children,
}: {
  onSelect: InventorySelectHandler;
  children: ReactNode;
}) {
  return <InventorySelectContext value={onSelect}>{children}</InventorySelectContext>;
}

export function useInventorySelect(): InventorySelectHandler {
  const handler = useContext(InventorySelectContext);
  const navigate = useNavigate();
  // The same function on every render: the list's cards are memoised on it, and a new one each time
  // re-rendered every card of a long list whenever a page arrived (tasks up to ~250 ms at 500).
  const backToBilling = useCallback<InventorySelectHandler>(
    (item) => navigate('/billing', { state: { selectedProduct: item } }),
    [navigate],
  );
  return handler ?? backToBilling;
}
