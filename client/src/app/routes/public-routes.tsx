import type { RouteObject } from 'react-router-dom';

import { lazyRoute } from '@/app/routes/lazy-route';

const LandingPage = lazyRoute(() => import('@/features/landing/landing-page'));
const SignInPage = lazyRoute(() => import('@/features/auth/sign-in/sign-in-page'));
const SignUpPage = lazyRoute(() => import('@/features/auth/sign-up/sign-up-page'));
const ForgotPasswordPage = lazyRoute(
  () => import('@/features/auth/forgot-password/forgot-password-page'),
);
const ResetPasswordPage = lazyRoute(
  () => import('@/features/auth/reset-password/reset-password-page'),
);
const VerifyEmailPage = lazyRoute(() => import('@/features/auth/verify-email/verify-email-page'));
const AcceptInvitationPage = lazyRoute(
  () => import('@/features/auth/accept-invitation/accept-invitation-page'),
);

/**
 * Only for visitors who are not signed in (F§2), and with no need of Apollo
 * Client: the most visited first pages load the least (issue #14).
 */
export const publicRoutesWithoutApollo: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/signin', element: <SignInPage /> },
];

/** Only for visitors who are not signed in (F§2). */
export const publicRoutes: RouteObject[] = [
  { path: '/signup', element: <SignUpPage /> },
  { path: '/password/forgot', element: <ForgotPasswordPage /> },
  { path: '/password/reset', element: <ResetPasswordPage /> },
];

/**
 * Open to everyone: the link that confirms an e-mail change is followed by a
 * signed-in user, so verification cannot send signed-in users away.
 */
export const openRoutes: RouteObject[] = [
  { path: '/email/verify/:code', element: <VerifyEmailPage /> },
  // Staff invitations: whoever follows the link becomes the invited account.
  { path: '/invitation', element: <AcceptInvitationPage /> },
];
