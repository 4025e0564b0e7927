import { Navigate, useLocation } from 'react-router';

/** /Manage Inventory, the spec's spaced form, goes to the canonical /inventoryManage, query kept. */
export function ManageInventoryRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/inventoryManage${search}`} replace />;
}
