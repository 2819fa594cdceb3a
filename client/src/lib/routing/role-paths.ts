// F§2 "Home per role" and "Allowed path prefixes per role". Unknown roles
// (admin included: it has no screens) are treated as student (F§6).

type ScreenRole = 'student' | 'hr' | 'office';

const HOME: Record<ScreenRole, string> = {
  student: '/student-dashboard',
  hr: '/hr-dashboard',
  office: '/office-dashboard',
};

const SHARED_PREFIXES = ['/profile', '/notifications'];

const PREFIXES: Record<ScreenRole, string[]> = {
  student: [
    '/student-dashboard',
    '/requirements',
    '/dtr',
    '/schedule',
    '/grades',
    '/application',
    '/re-apply',
    '/leave',
  ],
  hr: [
    '/hr-dashboard',
    '/hr/analytics',
    '/hr/requirements',
    '/hr/evaluations',
    '/hr/users',
    '/hr/scholars',
    '/hr/master-list',
    '/hr/calendar',
    '/hr/terms',
    '/hr/import',
    '/hr/requests',
    '/applications',
    '/reapplications',
    '/leave-management',
    // The office's kiosk screens and punch settings, any office.
    '/office/kiosk',
  ],
  office: [
    '/office-dashboard',
    '/office/dtr',
    '/office/evaluation',
    '/office/scholars',
    '/office/requests',
    '/office/leave-requests',
    // A§2.2: office staff review applications too.
    '/office/applications',
    '/office/kiosk',
  ],
};

function screenRoleOf(role: string): ScreenRole {
  return role === 'hr' || role === 'office' ? role : 'student';
}

function withoutTrailingSlashes(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

/** Where a role lands: after sign-in, and when it opens a path it may not. */
export function homeOf(role: string): string {
  return HOME[screenRoleOf(role)];
}

/** Whether a role may open `path`: it equals one of its prefixes or lies under one. */
export function isAllowed(role: string, path: string): boolean {
  const normalized = withoutTrailingSlashes(path);
  return [...SHARED_PREFIXES, ...PREFIXES[screenRoleOf(role)]].some(
    (prefix) => normalized === prefix || normalized.startsWith(`${prefix}/`),
  );
}
