import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

// analyticsSummary, applicationsDaily, applicationsPipeline, activeScholarBreakdown,
// hrDashboard and officeDashboard take no arguments they need (the range defaults
// to the last 14 days): the default call, with none, is a valid one.
export const analyticsRecipes: Partial<Record<Operation, Recipe>> = {};
