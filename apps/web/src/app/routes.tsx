import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

// Every screen is a lazy chunk; only the root layout, the loader and the error page ship in the
// main bundle. Paths are the spec's (accounts spec §2, shop-operations §2).
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    children: [
      {
        lazy: () => import('./guards').then((m) => ({ Component: m.PublicOnlyGuard })),
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
        ],
      },
      {
        path: 'forgotPassword',
        lazy: () =>
          import('../features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
      },
      {
        path: 'onboarding',
        lazy: () =>
          import('../features/onboarding/onboarding-page').then((m) => ({ Component: m.OnboardingPage })),
      },
      {
        lazy: () => import('./signed-in-layout').then((m) => ({ Component: m.SignedInLayout })),
        children: [
          {
            path: 'dashboard/*',
            lazy: () => import('./home-route').then((m) => ({ Component: m.HomeRoute })),
          },
        ],
      },
      {
        path: 'dev/outbox',
        lazy: () => import('../features/dev-outbox/outbox-page').then((m) => ({ Component: m.OutboxPage })),
      },
      { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];
