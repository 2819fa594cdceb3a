import { useQuery } from '@apollo/client/react';

import { Pager } from '@/components/pager';
import { ScholarPicker } from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { DtrPickerScholarsDocument } from '@/gql/graphql';
import { scholarSummary } from '@/lib/scholar-summary';

interface OfficeScholarCardsProps {
  page: number;
  onPageChange(page: number): void;
  onPick(scholarId: string): void;
}

/** A§2.4: the office's scholars as a card grid (with their hours); a card opens the month. */
export function OfficeScholarCards({ page, onPageChange, onPick }: OfficeScholarCardsProps) {
  const { data, loading, error, refetch } = useQuery(DtrPickerScholarsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = error ? undefined : data?.scholars;
  return (
    <SectionCard title="Scholars" description="Pick a scholar to open their DTR.">
      <ScholarPicker
        label="Scholars of the office"
        scholars={list?.items.map((scholar) => ({
          id: scholar.id,
          name: `${scholar.firstName} ${scholar.lastName}`,
          email: scholar.email,
          program: scholar.program,
          detail: scholarSummary(scholar),
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
