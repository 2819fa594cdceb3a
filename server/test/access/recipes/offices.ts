import type { Operation } from '../../../src/common/access/access-table.js';
import { CALLERS } from '../callers.js';
import type { Recipe } from '../recipe.js';

export const officesRecipes: Partial<Record<Operation, Recipe>> = {
  // Every office, for everyone signed in (the forms' office choices).
  offices: { list: { record: (w) => w.officeA.id, select: '{ id }', readers: CALLERS } },
};
