import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const systemRecipes: Partial<Record<Operation, Recipe>> = {};
