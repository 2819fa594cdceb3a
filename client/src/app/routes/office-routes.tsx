import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';

const OfficeDashboardPage = lazy(() => import('@/features/dashboard/office-dashboard-page'));
const OfficeDtrPage = lazy(() => import('@/features/dtr/office-dtr-page'));
const OfficeEvaluationPage = lazy(() => import('@/features/evaluations/office-evaluation-page'));
const ScholarsPage = lazy(() => import('@/features/scholars/scholars-page'));
const LeaveRequestsPage = lazy(() => import('@/features/leave/leave-requests-page'));
const ScholarRequestsPage = lazy(() => import('@/features/scholar-requests/scholar-requests-page'));
const ApplicationManagementPage = lazy(
  () => import('@/features/applications/application-management-page'),
);

export const officeRoutes: RouteObject[] = [
  { path: '/office-dashboard', element: <OfficeDashboardPage /> },
  // F§2: /office is the other reading of the office home.
  { path: '/office', element: <Navigate to="/office-dashboard" replace /> },
  { path: '/office/dtr', element: <OfficeDtrPage /> },
  { path: '/office/evaluation', element: <OfficeEvaluationPage /> },
  { path: '/office/scholars', element: <ScholarsPage /> },
  { path: '/office/leave-requests', element: <LeaveRequestsPage /> },
  { path: '/office/requests', element: <ScholarRequestsPage /> },
  { path: '/office/applications', element: <ApplicationManagementPage /> },
];
