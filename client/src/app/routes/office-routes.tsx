import { Navigate, type RouteObject } from 'react-router-dom';

import { lazyRoute } from '@/app/routes/lazy-route';

const OfficeDashboardPage = lazyRoute(() => import('@/features/dashboard/office-dashboard-page'));
const OfficeDtrPage = lazyRoute(() => import('@/features/dtr/office-dtr-page'));
const OfficeEvaluationPage = lazyRoute(
  () => import('@/features/evaluations/office-evaluation-page'),
);
const ScholarsPage = lazyRoute(() => import('@/features/scholars/scholars-page'));
const LeaveRequestsPage = lazyRoute(() => import('@/features/leave/leave-requests-page'));
const ScholarRequestsPage = lazyRoute(
  () => import('@/features/scholar-requests/scholar-requests-page'),
);
const KioskManagementPage = lazyRoute(() => import('@/features/punches/kiosk-management-page'));
const ApplicationManagementPage = lazyRoute(
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
  // Office staff and HR; a browser set up as a kiosk shows the kiosk here instead (KioskGate).
  { path: '/office/kiosk', element: <KioskManagementPage /> },
];
