import type { Operation } from '../../../src/common/access/access-table.js';
import { sampleCsv } from '../../../src/modules/imports/import-samples.js';
import { TEMPLATE_EXAMPLES } from '../../../src/modules/imports/import-templates.js';
import { previewed } from '../../support/imports.js';
import type { CallerName } from '../callers.js';
import { oncePerWorld, type Recipe } from '../recipe.js';
import type { World } from '../world.js';
import { widestPage } from './pages.js';

/** HR and the administrator, directly or through HR's tokens: imports are theirs alone. */
const HR_CALLERS: readonly CallerName[] = ['hr', 'admin', 'readToken', 'writeToken'];

/** A cell only the world's import has: its row in error. */
const BROKEN_CODE = 'Not A Code!';

let made = 0;
/** An offices file of one new office, ready to be applied or cancelled. */
function officeFile(): Buffer {
  made += 1;
  const code = `access-${made}-${Date.now().toString(36)}`;
  return sampleCsv('offices', [{ name: `Access Office ${code}`, code }]);
}

/** A previewed import of one call alone, uploaded by HR. */
const freshImport = async (w: World) => (await previewed(w.clients.hr, 'offices', officeFile())).id;

/** The import the reads share: a good row and one in error. */
const worldImport = oncePerWorld(async (w) => {
  const file = sampleCsv('offices', [
    { name: 'Guidance and Testing Office', code: `guidance-${Date.now().toString(36)}` },
    { name: 'Broken Office', code: BROKEN_CODE },
  ]);
  return (await previewed(w.clients.hr, 'offices', file)).id;
});

export const importsRecipes: Partial<Record<Operation, Recipe>> = {
  // The template names no record: its example row is what every permitted caller gets.
  importTemplate: {
    call: () => ({ params: { file: 'scholars.csv' } }),
    list: { record: () => TEMPLATE_EXAMPLES.scholars.email, readers: HR_CALLERS },
  },
  // Fewer imports are made in the whole test than a page holds.
  imports: {
    call: () => widestPage(),
    list: { record: worldImport, select: '{ items { id } }', readers: HR_CALLERS },
  },
  import: { call: async (w) => ({ args: { id: await worldImport(w) } }) },
  importErrorFile: {
    call: async (w) => ({ params: { id: await worldImport(w) } }),
    list: { record: () => BROKEN_CODE, readers: HR_CALLERS },
  },
  previewImport: {
    call: () => {
      const file = { buffer: officeFile(), filename: 'offices.csv' };
      return {
        args: { input: { kind: 'offices' } },
        uploads: { file },
        form: { fields: { kind: 'offices' }, files: { file } },
      };
    },
  },
  applyImport: { call: async (w) => ({ args: { input: { id: await freshImport(w) } } }) },
  cancelImport: { call: async (w) => ({ args: { id: await freshImport(w) } }) },
};
