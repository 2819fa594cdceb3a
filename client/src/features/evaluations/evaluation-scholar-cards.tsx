import { useQuery } from '@apollo/client/react';

import { Pager } from '@/components/pager';
import { ScholarPicker } from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { EvaluationPickerScholarsDocument } from '@/gql/graphql';

interface EvaluationScholarCardsProps {
  page: number;
  onPageChange(page: number): void;
  onPick(scholarId: string): void;
}

const STAGE_WORDS = { trainee: 'Trainee', scholar: 'Scholar' } as const;

/** A§2.4: the office's current trainees and scholars as a card grid; a card opens the form. */
export function EvaluationScholarCards({
  page,
  onPageChange,
  onPick,
}: EvaluationScholarCardsProps) {
  const { data, loading, error, refetch } = useQuery(EvaluationPickerScholarsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = error ? undefined : data?.scholars;
  return (
    <SectionCard title="Scholars" description="Pick a scholar to evaluate.">
      <ScholarPicker
        label="Scholars of the office"
        // Only those serving now: an ended training cannot be evaluated.
        scholars={list?.items
          .filter((scholar) => scholar.endedOn === null)
          .map((scholar) => ({
            id: scholar.id,
            name: `${scholar.firstName} ${scholar.lastName}`,
            email: scholar.email,
            program: scholar.program,
            detail: STAGE_WORDS[scholar.stage],
          }))}
        loading={loading}
        errorText="Could not load the scholars."
        onRetry={() => void refetch()}
        onPick={(scholar) => {
          onPick(scholar.id);
        }}
      />
      {list && list.pagination.totalPages > 1 && (
        <Pager pagination={list.pagination} onPageChange={onPageChange} label="Scholar pages" />
      )}
    </SectionCard>
  );
}
