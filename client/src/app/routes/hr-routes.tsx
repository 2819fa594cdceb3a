import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const HrDashboardPage = lazy(() => import('@/features/dashboard/hr-dashboard-page'));
const RequirementsReviewPage = lazy(
  () => import('@/features/requirements/requirements-review-page'),
);
const AnalyticsPage = lazy(() => import('@/features/analytics/analytics-page'));
const ApplicationManagementPage = lazy(
  () => import('@/features/applications/application-management-page'),
);
const ReapplicationManagementPage = lazy(
  () => import('@/features/reapplications/reapplication-management-page'),
);
const UsersPage = lazy(() => import('@/features/users/users-page'));
const EvaluationsPage = lazy(() => import('@/features/evaluations/evaluations-page'));
const LeaveManagementPage = lazy(() => import('@/features/leave/leave-management-page'));
const HrScholarsPage = lazy(() => import('@/features/scholars/hr-scholars-page'));
const HrRequestsPage = lazy(() => import('@/features/scholar-requests/hr-requests-page'));
const MasterListPage = lazy(() => import('@/features/master-list/master-list-page'));

export const hrRoutes: RouteObject[] = [
  { path: '/hr-dashboard', element: <HrDashboardPage /> },
  { path: '/hr/requirements', element: <RequirementsReviewPage /> },
  { path: '/hr/analytics', element: <AnalyticsPage /> },
  { path: '/applications', element: <ApplicationManagementPage /> },
  { path: '/reapplications', element: <ReapplicationManagementPage /> },
  { path: '/hr/users', element: <UsersPage /> },
  { path: '/hr/evaluations', element: <EvaluationsPage /> },
  { path: '/leave-management', element: <LeaveManagementPage /> },
  { path: '/hr/scholars', element: <HrScholarsPage /> },
  { path: '/hr/requests', element: <HrRequestsPage /> },
  { path: '/hr/master-list', element: <MasterListPage /> },
];
