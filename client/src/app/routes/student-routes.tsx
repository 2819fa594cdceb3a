import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

import { RequireVerified } from '@/app/guards/require-verified';

const StudentDashboardPage = lazy(() => import('@/features/dashboard/student-dashboard-page'));
const ApplicationPage = lazy(() => import('@/features/applications/application-page'));
const GradesPage = lazy(() => import('@/features/grades/grades-page'));
const SchedulePage = lazy(() => import('@/features/schedules/schedule-page'));
const ReApplyPage = lazy(() => import('@/features/reapplications/re-apply-page'));
const LeavePage = lazy(() => import('@/features/leave/leave-page'));
const DtrPage = lazy(() => import('@/features/dtr/dtr-page'));
const RequirementsPage = lazy(() => import('@/features/requirements/requirements-page'));

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
  { path: '/requirements', element: <RequirementsPage /> },
];
