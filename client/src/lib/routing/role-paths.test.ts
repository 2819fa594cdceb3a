import { expect, test } from '@jest/globals';

import { rememberedOrigin } from './remembered-origin';
import { homeOf, isAllowed } from './role-paths';

// The F§2 tables as pure rules: no browser needed.

test('each role has its home; unknown roles and admin are treated as student', () => {
  expect(homeOf('student')).toBe('/student-dashboard');
  expect(homeOf('hr')).toBe('/hr-dashboard');
  expect(homeOf('office')).toBe('/office-dashboard');
  expect(homeOf('admin')).toBe('/student-dashboard');
  expect(homeOf('janitor')).toBe('/student-dashboard');
});

test('a path is allowed when it equals a prefix of the role or lies under it', () => {
  expect(isAllowed('student', '/grades')).toBe(true);
  expect(isAllowed('student', '/grades/2024')).toBe(true);
  expect(isAllowed('student', '/gradesheet')).toBe(false);
  expect(isAllowed('student', '/hr-dashboard')).toBe(false);
  expect(isAllowed('hr', '/hr/users')).toBe(true);
  expect(isAllowed('hr', '/hr/requests')).toBe(true);
  expect(isAllowed('office', '/hr/requests')).toBe(false);
  expect(isAllowed('hr', '/hr')).toBe(false);
  expect(isAllowed('hr', '/office/dtr')).toBe(false);
  expect(isAllowed('office', '/office/leave-requests')).toBe(true);
  expect(isAllowed('office', '/application')).toBe(false);
  expect(isAllowed('office', '/office/applications')).toBe(true);
  expect(isAllowed('office', '/applications')).toBe(false);
  expect(isAllowed('admin', '/dtr')).toBe(true);
});

test('trailing slashes are ignored', () => {
  expect(isAllowed('student', '/grades/')).toBe(true);
  expect(isAllowed('hr', '/hr/analytics//')).toBe(true);
  expect(isAllowed('office', '/office-dashboard/')).toBe(true);
});

test('every role may open the profile and notifications pages', () => {
  for (const role of ['student', 'hr', 'office', 'admin']) {
    expect(isAllowed(role, '/profile')).toBe(true);
    expect(isAllowed(role, '/notifications/')).toBe(true);
  }
});

test('a remembered origin is only ever a path of this app', () => {
  expect(rememberedOrigin({ from: '/profile?tab=1' })).toBe('/profile?tab=1');
  expect(rememberedOrigin({ from: 'https://elsewhere.example/' })).toBeUndefined();
  expect(rememberedOrigin({ from: '//elsewhere.example/' })).toBeUndefined();
  expect(rememberedOrigin(null)).toBeUndefined();
  expect(rememberedOrigin({ from: 42 })).toBeUndefined();
});
