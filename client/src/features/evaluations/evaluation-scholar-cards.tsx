import { useQuery } from '@apollo/client/react';

import {
  ScholarPicker,
  type ScholarPickerItem,
  type ScholarPickerQuery,
  type ScholarPickerResult,
} from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { EvaluationPickerScholarsDocument } from '@/gql/graphql';

/** Cards a page: fills rows of two, three or four. */
const PAGE_SIZE = 24;

const STAGE_WORDS = { trainee: 'Trainee', scholar: 'Scholar' } as const;

/** The picker's query: one page of those serving now, searched on the server. */
function useEvaluationPickerScholars({
  search,
  page,
}: ScholarPickerQuery): ScholarPickerResult<ScholarPickerItem> {
  const { data, previousData, loading, error, refetch } = useQuery(
    EvaluationPickerScholarsDocument,
    {
      variables: { page, limit: PAGE_SIZE, search: search || undefined },
      fetchPolicy: 'cache-and-network',
    },
  );
  // The last page stays while the next search or page loads (the grid is marked busy).
  const list = error ? undefined : (data ?? previousData)?.scholars;
  return {
    scholars: list?.items.map((scholar) => ({
      id: scholar.id,
      name: `${scholar.firstName} ${scholar.lastName}`,
      email: scholar.email,
      program: scholar.program,
      detail: STAGE_WORDS[scholar.stage],
    })),
    pagination: list?.pagination,
    loading,
    refetch: () => void refetch(),
  };
}

interface EvaluationScholarCardsProps {
  search: string;
  page: number;
  onSearchChange(search: string): void;
  onPageChange(page: number): void;
  onPick(scholarId: string): void;
}

/** A§2.4: the office's current trainees and scholars as a card grid; a card opens the form. */
export function EvaluationScholarCards({ onPick, ...query }: EvaluationScholarCardsProps) {
  return (
    <SectionCard title="Scholars" description="Pick a scholar to evaluate.">
      <ScholarPicker
        label="Scholars of the office"
        useScholars={useEvaluationPickerScholars}
        {...query}
        onPick={(scholar) => {
          onPick(scholar.id);
        }}
      />
    </SectionCard>
  );
}
