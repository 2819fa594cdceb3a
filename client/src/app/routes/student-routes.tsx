import type { RouteObject } from 'react-router-dom';

import { RequireVerified } from '@/app/guards/require-verified';
import { lazyRoute } from '@/app/routes/lazy-route';

const StudentDashboardPage = lazyRoute(() => import('@/features/dashboard/student-dashboard-page'));
const ApplicationPage = lazyRoute(() => import('@/features/applications/application-page'));
const GradesPage = lazyRoute(() => import('@/features/grades/grades-page'));
const SchedulePage = lazyRoute(() => import('@/features/schedules/schedule-page'));
const ReApplyPage = lazyRoute(() => import('@/features/reapplications/re-apply-page'));
const LeavePage = lazyRoute(() => import('@/features/leave/leave-page'));
const DtrPage = lazyRoute(() => import('@/features/dtr/dtr-page'));
const PunchPage = lazyRoute(() => import('@/features/punches/punch-page'));
const RequirementsPage = lazyRoute(() => import('@/features/requirements/requirements-page'));

export const studentRoutes: RouteObject[] = [
  { path: '/student-dashboard', element: <StudentDashboardPage /> },
  { path: '/application', element: <ApplicationPage /> },
  {
    element: <RequireVerified />,
    children: [
      { path: '/grades', element: <GradesPage /> },
      { path: '/schedule', element: <SchedulePage /> },
      { path: '/re-apply', element: <ReApplyPage /> },
      { path: '/leave', element: <LeavePage /> },
    ],
  },
  { path: '/dtr', element: <DtrPage /> },
  { path: '/dtr/punch', element: <PunchPage /> },
  { path: '/requirements', element: <RequirementsPage /> },
];
