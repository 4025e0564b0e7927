import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ErrorPage } from './error-page';
import { PublicOnlyGuard } from './guards';
import { RootLayout } from './root-layout';

// Every screen is a lazy chunk. A first visit to `/` gets its own small login page (src/login/), not
// this router's; the app's login is for `/` inside the app (after a logout). Paths are the spec's
// (accounts spec §2, shop-operations §2).
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicOnlyGuard,
        children: [
          {
            index: true,
            lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: 'verifyOtp',
            lazy: () =>
              import('../features/auth/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })),
          },
          {
            path: 'admin-login',
            lazy: () =>
              import('../features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
          },
          {
            path: 'register',
            lazy: () =>
              import('../features/registration/register-page').then((m) => ({ Component: m.RegisterPage })),
          },
        ],
      },
      {
        path: 'forgotPassword',
        lazy: () =>
          import('../features/passwords/forgot-password-page').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/registration/terms-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'categorySelection',
        lazy: () =>
          import('../features/registration/category-selection-page').then((m) => ({
            Component: m.CategorySelectionPage,
          })),
      },
      {
        // The retailer shell's page, or forgot password's last step with ?from=forgot.
        path: 'changePassword',
        lazy: () =>
          import('../features/passwords/change-password-route').then((m) => ({
            Component: m.ChangePasswordRoute,
          })),
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/passwords/change-password-page').then((m) => ({
                Component: m.ChangePasswordPage,
              })),
          },
        ],
      },
      {
        path: 'onboarding',
        lazy: () =>
          import('../features/onboarding/onboarding-page').then((m) => ({ Component: m.OnboardingPage })),
      },
      {
        lazy: () =>
          Promise.all([import('./signed-in-layout'), import('../lib/session-check')]).then(
            ([layout, check]) => {
              // Before the shell reads the profile: one that no longer matches its contract signs out.
              check.dropMalformedSession();
              return { Component: layout.SignedInLayout };
            },
          ),
        children: [
          {
            path: 'dashboard/*',
            lazy: () => import('./home-route').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: 'myProfile',
            lazy: () =>
              import('../features/profile/my-profile-page').then((m) => ({ Component: m.MyProfilePage })),
          },
          {
            path: 'manageCategory',
            lazy: () =>
              import('../features/categories/manage-category-page').then((m) => ({
                Component: m.ManageCategoryPage,
              })),
          },
          {
            path: 'addSubUser',
            lazy: () =>
              import('../features/sub-users/sub-users-page').then((m) => ({ Component: m.SubUsersPage })),
          },
          {
            path: 'reports',
            lazy: () =>
              import('../features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
          },
          {
            path: 'Sales Analysis',
            lazy: () =>
              import('../features/reports/sales-analysis-page').then((m) => ({
                Component: m.SalesAnalysisPage,
              })),
          },
          {
            path: 'Sales Report',
            lazy: () =>
              import('../features/reports/sales-report-page').then((m) => ({ Component: m.SalesReportPage })),
          },
          {
            path: 'GSTR',
            lazy: () => import('../features/reports/gstr-page').then((m) => ({ Component: m.GstrPage })),
          },
          {
            path: 'help',
            lazy: () => import('../features/help/help-page').then((m) => ({ Component: m.HelpPage })),
          },
          {
            path: 'faq',
            lazy: () => import('../features/help/faq-page').then((m) => ({ Component: m.FaqPage })),
          },
          {
            path: 'inventoryManage',
            lazy: () =>
              import('../features/inventory/inventory-page').then((m) => ({ Component: m.InventoryPage })),
          },
          {
            path: 'Manage Inventory',
            lazy: () =>
              import('../features/inventory/manage-inventory-redirect').then((m) => ({
                Component: m.ManageInventoryRedirect,
              })),
          },
          // Paths match case-insensitively, so 'billing' also serves the spec's '/Billing' and 'invoice'
          // its '/Invoice'.
          {
            path: 'billing',
            lazy: () =>
              import('../features/billing/billing-page').then((m) => ({ Component: m.BillingPage })),
          },
          {
            path: 'Search Invoice',
            lazy: () =>
              import('../features/invoices/invoice-list-page').then((m) => ({
                Component: m.InvoiceListPage,
              })),
          },
          { path: 'searchInvoice', element: <Navigate to="/Search Invoice" replace /> },
          {
            path: 'invoice',
            lazy: () =>
              import('../features/invoices/invoice-page').then((m) => ({ Component: m.InvoicePage })),
          },
          {
            path: 'rewardPoints',
            lazy: () =>
              import('../features/rewards/rewards-page').then((m) => ({ Component: m.RewardsPage })),
          },
          {
            path: 'creditBook',
            lazy: () =>
              import('../features/creditbook/credit-book-page').then((m) => ({
                Component: m.CreditBookPage,
              })),
          },
          {
            path: 'creditBookingDetails',
            lazy: () =>
              import('../features/creditbook/credit-details-page').then((m) => ({
                Component: m.CreditDetailsPage,
              })),
          },
          {
            path: 'creditBook/customer',
            lazy: () => import('../features/creditbook/khata-page').then((m) => ({ Component: m.KhataPage })),
          },
          {
            path: 'Expenses',
            lazy: () =>
              import('../features/expenses/expenses-page').then((m) => ({ Component: m.ExpensesPage })),
          },
          {
            path: 'Profit & Loss Details',
            lazy: () =>
              import('../features/expenses/profit-loss-page').then((m) => ({ Component: m.ProfitLossPage })),
          },
          {
            path: 'Send SMS',
            lazy: () => import('../features/sms/send-sms-page').then((m) => ({ Component: m.SendSmsPage })),
          },
          { path: 'sendSms', element: <Navigate to="/Send SMS" replace /> },
          {
            path: 'inventoryOverview',
            lazy: () =>
              import('../features/inventory-overview/inventory-overview-page').then((m) => ({
                Component: m.InventoryOverviewPage,
              })),
          },
        ],
      },
      {
        path: 'downloadPdf/:invoiceToken',
        lazy: () =>
          import('../features/invoices/download-pdf-page').then((m) => ({ Component: m.DownloadPdfPage })),
      },
      {
        path: 'earnRewards/:token?',
        lazy: () =>
          import('../features/survey/earn-rewards-page').then((m) => ({ Component: m.EarnRewardsPage })),
      },
      {
        path: 'takeSurvey/:token',
        lazy: () =>
          import('../features/survey/take-survey-page').then((m) => ({ Component: m.TakeSurveyPage })),
      },
      {
        path: 'getRewards/:token?',
        lazy: () =>
          import('../features/survey/get-rewards-page').then((m) => ({ Component: m.GetRewardsPage })),
      },
      {
        path: 'data-deletion',
        lazy: () =>
          import('../features/help/data-deletion-page').then((m) => ({ Component: m.DataDeletionPage })),
      },
      {
        path: 'dev/outbox',
        lazy: () => import('../features/dev-outbox/outbox-page').then((m) => ({ Component: m.OutboxPage })),
      },
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
