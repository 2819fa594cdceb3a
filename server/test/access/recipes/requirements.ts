import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const requirementsRecipes: Partial<Record<Operation, Recipe>> = {};
