import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BarChartIcon from '@mui/icons-material/BarChart';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DriveFolderUploadIcon from '@mui/icons-material/DriveFolderUpload';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import ListAltIcon from '@mui/icons-material/ListAlt';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import RateReviewIcon from '@mui/icons-material/RateReview';
import ReplayIcon from '@mui/icons-material/Replay';
import SchoolIcon from '@mui/icons-material/School';
import type SvgIcon from '@mui/material/SvgIcon';

export interface SidebarLink {
  kind: 'link';
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** The item carries the unread-notifications badge. */
  showsUnreadCount?: boolean;
  /** Current on its own path only: a page under it has an item of its own. */
  exact?: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  label: string;
  icon: typeof SvgIcon;
  children: SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

const link = (label: string, path: string, icon: typeof SvgIcon): SidebarLink => ({
  kind: 'link',
  label,
  path,
  icon,
});

// Every role shares these two pages (F§2 "shared by all roles").
const profile = link('Profile', '/profile', PersonIcon);
const notifications: SidebarLink = {
  ...link('Notifications', '/notifications', NotificationsIcon),
  showsUnreadCount: true,
};

const studentItems: SidebarItem[] = [
  link('Dashboard', '/student-dashboard', DashboardIcon),
  link('Grades', '/grades', SchoolIcon),
  { ...link('DTR', '/dtr', AccessTimeIcon), exact: true },
  link('Punch in', '/dtr/punch', QrCodeScannerIcon),
  link('Schedule', '/schedule', CalendarMonthIcon),
  profile,
  notifications,
  {
    kind: 'group',
    label: 'Forms',
    icon: DescriptionIcon,
    children: [
      link('Apply', '/application', AssignmentIcon),
      link('Re-apply', '/re-apply', ReplayIcon),
      link('Leave', '/leave', EventBusyIcon),
      link('Requirements', '/requirements', FactCheckIcon),
    ],
  },
];

const hrItems: SidebarItem[] = [
  link('Dashboard', '/hr-dashboard', DashboardIcon),
  link('Evaluations', '/hr/evaluations', RateReviewIcon),
  link('Analytics', '/hr/analytics', BarChartIcon),
  link('Requirements', '/hr/requirements', FactCheckIcon),
  link('Applications', '/applications', AssignmentIndIcon),
  link('Scholars', '/hr/scholars', GroupsIcon),
  link('Master List', '/hr/master-list', ListAltIcon),
  link('Scholar Requests', '/hr/requests', QuestionAnswerIcon),
  link('Reapplications', '/reapplications', AutorenewIcon),
  link('Users', '/hr/users', PeopleIcon),
  link('Leave Management', '/leave-management', EventNoteIcon),
  link('Calendar', '/hr/calendar', CalendarMonthIcon),
  link('Terms', '/hr/terms', EventAvailableIcon),
  link('Import', '/hr/import', DriveFolderUploadIcon),
  link('Kiosk', '/office/kiosk', QrCode2Icon),
  profile,
  notifications,
];

const officeItems: SidebarItem[] = [
  link('Dashboard', '/office-dashboard', DashboardIcon),
  link('DTR', '/office/dtr', AccessTimeIcon),
  link('Kiosk', '/office/kiosk', QrCode2Icon),
  link('Evaluation', '/office/evaluation', RateReviewIcon),
  link('Leave Requests', '/office/leave-requests', EventBusyIcon),
  link('Requests', '/office/requests', QuestionAnswerIcon),
  link('Scholars', '/office/scholars', GroupsIcon),
  link('Applications', '/office/applications', AssignmentIndIcon),
  profile,
  notifications,
];

/** F§6: hr and office have their own sidebar; any other role gets the student's. */
export function sidebarItemsFor(role: string): SidebarItem[] {
  if (role === 'hr') return hrItems;
  if (role === 'office') return officeItems;
  return studentItems;
}

/** F§2 prefix rule: a path is active when it equals the item's path or (unless `exact`) lies under it. */
export function isActivePath(pathname: string, path: string, exact = false): boolean {
  const current = pathname.replace(/\/+$/, '') || '/';
  return current === path || (!exact && current.startsWith(`${path}/`));
}
