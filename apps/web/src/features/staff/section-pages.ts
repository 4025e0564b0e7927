import type { StaffSection } from '@galla/domain/permissions';
import { type ComponentType, type LazyExoticComponent, lazy as reactLazy } from 'react';

// A section's page arrives with the console's texts (lib/en-console.ts, a chunk of its own).
const lazy = <T extends ComponentType>(load: () => Promise<{ default: T }>) =>
  reactLazy(() => Promise.all([load(), import('../../lib/i18n-console')]).then(([page]) => page));

// Every console section's page (the menu's sections and Change Password), each its own chunk loaded
// only when opened. The type asks for one per section, so a section added to domain/permissions
// does not build until it has a page.
export const sectionPages: Record<StaffSection | 'changePassword', LazyExoticComponent<ComponentType>> = {
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
  reports: lazy(() =>
    import('../staff-reports/reports-page').then((m) => ({ default: m.ConsoleReportsPage })),
  ),
  download: lazy(() => import('../staff-download/download-page').then((m) => ({ default: m.DownloadPage }))),
  vendors: lazy(() =>
    import('../staff-retailers/retailers-page').then((m) => ({ default: m.RetailersPage })),
  ),
  rewards: lazy(() => import('../staff-rewards/rewards-page').then((m) => ({ default: m.RewardsPage }))),
  rewardsApproval: lazy(() =>
    import('../staff-rewards/rewards-approval-page').then((m) => ({ default: m.RewardsApprovalPage })),
  ),
  messageUsers: lazy(() =>
    import('../staff-messages/message-users-page').then((m) => ({ default: m.MessageUsersPage })),
  ),
  faq: lazy(() => import('../staff-faq/faq-editor-page').then((m) => ({ default: m.FaqEditorPage }))),
  survey: lazy(() =>
    import('../staff-survey/survey-console-page').then((m) => ({ default: m.SurveyConsolePage })),
  ),
  categories: lazy(() =>
    import('../staff-catalogue/categories-page').then((m) => ({ default: m.CategoriesPage })),
  ),
  brandManagement: lazy(() =>
    import('../staff-catalogue/brand-management-page').then((m) => ({ default: m.BrandManagementPage })),
  ),
  upload: lazy(() => import('../staff-catalogue/upload-page').then((m) => ({ default: m.UploadPage }))),
  leads: lazy(() => import('../staff-leads/leads-page').then((m) => ({ default: m.LeadsPage }))),
  googleCampaign: lazy(() =>
    import('../staff-campaigns/campaigns-page').then((m) => ({ default: m.CampaignsPage })),
  ),
  customerSupport: lazy(() =>
    import('../staff-support/customer-support-page').then((m) => ({ default: m.CustomerSupportPage })),
  ),
};
