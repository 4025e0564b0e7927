import type { StaffPermission } from '@galla/domain/permissions';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

// The console sections built so far, each loaded only when opened. A permitted section without a
// page here says it is coming.
export const sectionPages: Partial<Record<StaffPermission, LazyExoticComponent<ComponentType>>> = {
  changePassword: lazy(() =>
    import('./staff-change-password-page').then((m) => ({ default: m.StaffChangePasswordPage })),
  ),
  configurations: lazy(() => import('./settings-page').then((m) => ({ default: m.SettingsPage }))),
  addAdmin: lazy(() => import('./add-admin-page').then((m) => ({ default: m.AddAdminPage }))),
  customerSupport: lazy(() =>
    import('../staff-support/customer-support-page').then((m) => ({ default: m.CustomerSupportPage })),
  ),
};
