import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/notifications-page'));

export const sharedRoutes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/notifications', element: <NotificationsPage /> },
];
