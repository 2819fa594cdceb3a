import type { Operation } from '../../src/common/access/access-table.js';
import type { Recipe } from './recipe.js';
import { analyticsRecipes } from './recipes/analytics.js';
import { apiTokensRecipes } from './recipes/api-tokens.js';
import { applicationsRecipes } from './recipes/applications.js';
import { authRecipes } from './recipes/auth.js';
import { calendarRecipes } from './recipes/calendar.js';
import { dtrRecipes } from './recipes/dtr.js';
import { evaluationsRecipes } from './recipes/evaluations.js';
import { filesRecipes } from './recipes/files.js';
import { gradesRecipes } from './recipes/grades.js';
import { importsRecipes } from './recipes/imports.js';
import { invitationsRecipes } from './recipes/invitations.js';
import { leaveRecipes } from './recipes/leave.js';
import { notificationsRecipes } from './recipes/notifications.js';
import { officesRecipes } from './recipes/offices.js';
import { punchesRecipes } from './recipes/punches.js';
import { pushRecipes } from './recipes/push.js';
import { reapplicationsRecipes } from './recipes/reapplications.js';
import { requirementsRecipes } from './recipes/requirements.js';
import { schedulesRecipes } from './recipes/schedules.js';
import { scholarRequestsRecipes } from './recipes/scholar-requests.js';
import { scholarsRecipes } from './recipes/scholars.js';
import { sessionsRecipes } from './recipes/sessions.js';
import { systemRecipes } from './recipes/system.js';
import { termsRecipes } from './recipes/terms.js';
import { testingRecipes } from './recipes/testing.js';
import { usersRecipes } from './recipes/users.js';

/** How to call each operation; one without a recipe is called with no arguments. */
export const RECIPES: Partial<Record<Operation, Recipe>> = {
  ...analyticsRecipes,
  ...apiTokensRecipes,
  ...applicationsRecipes,
  ...authRecipes,
  ...calendarRecipes,
  ...dtrRecipes,
  ...evaluationsRecipes,
  ...filesRecipes,
  ...gradesRecipes,
  ...importsRecipes,
  ...invitationsRecipes,
  ...leaveRecipes,
  ...notificationsRecipes,
  ...officesRecipes,
  ...punchesRecipes,
  ...pushRecipes,
  ...reapplicationsRecipes,
  ...requirementsRecipes,
  ...schedulesRecipes,
  ...scholarRequestsRecipes,
  ...scholarsRecipes,
  ...sessionsRecipes,
  ...systemRecipes,
  ...termsRecipes,
  ...testingRecipes,
  ...usersRecipes,
};
