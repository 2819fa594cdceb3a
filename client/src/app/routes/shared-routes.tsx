import type { RouteObject } from 'react-router-dom';

import { lazyRoute } from '@/app/routes/lazy-route';

const ProfilePage = lazyRoute(() => import('@/features/profile/profile-page'));
const NotificationsPage = lazyRoute(() => import('@/features/notifications/notifications-page'));

export const sharedRoutes: RouteObject[] = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/notifications', element: <NotificationsPage /> },
];
