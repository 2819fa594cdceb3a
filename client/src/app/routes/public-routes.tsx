import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const LandingPage = lazy(() => import('@/features/landing/landing-page'));
const SignInPage = lazy(() => import('@/features/auth/sign-in-page'));
const SignUpPage = lazy(() => import('@/features/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/reset-password-page'));
const VerifyEmailPage = lazy(() => import('@/features/auth/verify-email-page'));

export const publicRoutes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/password/forgot', element: <ForgotPasswordPage /> },
  { path: '/password/reset', element: <ResetPasswordPage /> },
  { path: '/email/verify/:code', element: <VerifyEmailPage /> },
];
