import type { RouteObject } from 'react-router-dom';

import { lazyRoute } from '@/app/routes/lazy-route';

const HrDashboardPage = lazyRoute(() => import('@/features/dashboard/hr-dashboard-page'));
const RequirementsReviewPage = lazyRoute(
  () => import('@/features/requirements/requirements-review-page'),
);
const AnalyticsPage = lazyRoute(() => import('@/features/analytics/analytics-page'));
const ApplicationManagementPage = lazyRoute(
  () => import('@/features/applications/application-management-page'),
);
const ReapplicationManagementPage = lazyRoute(
  () => import('@/features/reapplications/reapplication-management-page'),
);
const UsersPage = lazyRoute(() => import('@/features/users/users-page'));
const EvaluationsPage = lazyRoute(() => import('@/features/evaluations/evaluations-page'));
const LeaveManagementPage = lazyRoute(() => import('@/features/leave/leave-management-page'));
const HrScholarsPage = lazyRoute(() => import('@/features/scholars/hr-scholars-page'));
const HrRequestsPage = lazyRoute(() => import('@/features/scholar-requests/hr-requests-page'));
const MasterListPage = lazyRoute(() => import('@/features/master-list/master-list-page'));
const CalendarPage = lazyRoute(() => import('@/features/calendar/calendar-page'));
const TermsPage = lazyRoute(() => import('@/features/terms/terms-page'));
const ImportPage = lazyRoute(() => import('@/features/imports/import-page'));

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
  { path: '/hr/calendar', element: <CalendarPage /> },
  { path: '/hr/terms', element: <TermsPage /> },
  { path: '/hr/import', element: <ImportPage /> },
];
