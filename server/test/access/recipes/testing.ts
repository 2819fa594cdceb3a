import type { Operation } from '../../../src/common/access/access-table.js';
import type { Recipe } from '../recipe.js';

export const testingRecipes: Partial<Record<Operation, Recipe>> = {};
