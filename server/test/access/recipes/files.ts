import type { Operation } from '../../../src/common/access/access-table.js';
import { oncePerWorld, type Recipe } from '../recipe.js';

/** A document of the scholar's application: read by whoever may read the application. */
const scholarDocument = oncePerWorld(async (w) => {
  const res = await w.clients.hr.graphql<{
    application: { documents: Array<{ file: { id: string } }> };
  }>('query Docs($id: ID!) { application(id: $id) { documents { file { id } } } }', {
    id: w.scholar.applicationId,
  });
  const id = res.data?.application.documents[0]?.file.id;
  if (!id) throw new Error(`the scholar's application has no document: ${JSON.stringify(res)}`);
  return id;
});

export const filesRecipes: Partial<Record<Operation, Recipe>> = {
  // The application's readers are the scholar's (SCHOLAR_READERS): office A, not office B, trains them.
  downloadFile: { call: async (w) => ({ params: { id: await scholarDocument(w) } }) },
};
