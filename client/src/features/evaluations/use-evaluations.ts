import { useQuery } from '@apollo/client/react';

import type { EvaluationFilters } from '@/features/evaluations/use-evaluation-filters';
import {
  EvaluationOfficesDocument,
  EvaluationsDocument,
  type EvaluationsQuery,
} from '@/gql/graphql';

const PAGE_SIZE = 10;

export type EvaluationRow = EvaluationsQuery['evaluations']['items'][number];

/** One page of evaluations for the filters (all offices for HR). */
export function useEvaluations({ search, program, officeId, page }: EvaluationFilters) {
  const { data, previousData, loading, error, refetch } = useQuery(EvaluationsDocument, {
    variables: {
      filter: { search: search || undefined, program, officeId },
      page,
      limit: PAGE_SIZE,
    },
    // Evaluations saved by the offices since show when the page opens.
    fetchPolicy: 'cache-and-network',
  });
  const shown = error ? undefined : (data ?? previousData)?.evaluations;
  return {
    rows: shown?.items,
    pagination: shown?.pagination,
    loading,
    stale: loading && !data && Boolean(previousData),
    error,
    retry: () => void refetch(),
  };
}

export type EvaluationList = ReturnType<typeof useEvaluations>;

/** The offices from the offices table, by name (the Office filter). */
export function useEvaluationOffices() {
  const { data } = useQuery(EvaluationOfficesDocument);
  return data?.offices ?? [];
}
