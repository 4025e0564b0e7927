import type { StaffPermission } from '@galla/domain/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// The console sections built so far, each loaded only when opened. A permitted section without a
// page here says it is coming.
export const sectionPages: Partial<Record<StaffPermission, LazyExoticComponent<ComponentType>>> = {
  changePassword: lazy(() =>
    import('./staff-change-password-page').then((m) => ({ default: m.StaffChangePasswordPage })),
  ),
  configurations: lazy(() => import('./settings-page').then((m) => ({ default: m.SettingsPage }))),
  retailerManager: lazy(() =>
    import('../staff-rm/rm-management-page').then((m) => ({ default: m.RmManagementPage })),
  ),
  retailerMapping: lazy(() =>
    import('../staff-retailer-mapping/retailer-mapping-page').then((m) => ({
      default: m.RetailerMappingPage,
    })),
  ),
  addAdmin: lazy(() => import('./add-admin-page').then((m) => ({ default: m.AddAdminPage }))),
};
