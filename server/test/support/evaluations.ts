import type { TestClient } from './test-client.js';

export const EVALUATION_FIELDS = `id scholarId firstName lastName email program officeId officeName term
  academicYear remarks score evaluatorName submittedAt version
  items { criterion rating comment }
  history { version score remarks evaluatorName replacedByName items { criterion rating comment } }`;

export const SAVE_EVALUATION = `mutation Save($input: SaveEvaluationInput!) {
  saveEvaluation(input: $input) { ${EVALUATION_FIELDS} }
}`;
export const EVALUATION = `query One($id: ID!) { evaluation(id: $id) { ${EVALUATION_FIELDS} } }`;
export const SCHOLAR_EVALUATION = `query ForTerm($scholarId: ID!, $term: EvaluationTerm!, $academicYear: String!) {
  scholarEvaluation(scholarId: $scholarId, term: $term, academicYear: $academicYear) { ${EVALUATION_FIELDS} }
}`;
export const EVALUATIONS = `query List($filter: EvaluationFilter, $page: Int!, $limit: Int!) {
  evaluations(filter: $filter, page: $page, limit: $limit) {
    items { id firstName lastName officeName program term academicYear score }
    pagination { currentPage totalPages totalItems hasPrevPage hasNextPage }
  }
}`;
export const MY_EVALUATIONS = `{ myEvaluations { id officeName term academicYear score remarks items { criterion rating comment } } }`;

export interface EvaluationView {
  id: string;
  version: number;
  score: number | null;
  [field: string]: unknown;
}

/** Saves over GraphQL and fails the test on any error. */
export async function saveEvaluation(client: TestClient, input: object): Promise<EvaluationView> {
  const res = await client.graphql<{ saveEvaluation: EvaluationView }>(SAVE_EVALUATION, { input });
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data!.saveEvaluation;
}
