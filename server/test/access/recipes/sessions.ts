import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const sessionsRecipes: Partial<Record<Operation, Recipe>> = {};
