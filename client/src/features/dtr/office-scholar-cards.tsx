import { useQuery } from '@apollo/client/react';

import {
  ScholarPicker,
  type ScholarPickerItem,
  type ScholarPickerQuery,
  type ScholarPickerResult,
} from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { DtrPickerScholarsDocument } from '@/gql/graphql';
import { scholarSummary } from '@/lib/scholar-summary';

/** Cards a page: fills rows of two, three or four. */
const PAGE_SIZE = 24;

/** The picker's query: one page of the office's scholars with their hours, searched on the server. */
function useDtrPickerScholars({
  search,
  page,
}: ScholarPickerQuery): ScholarPickerResult<ScholarPickerItem> {
  const { data, previousData, loading, error, refetch } = useQuery(DtrPickerScholarsDocument, {
    variables: { page, limit: PAGE_SIZE, search: search || undefined },
    fetchPolicy: 'cache-and-network',
  });
  // The last page stays while the next search or page loads (the grid is marked busy).
  const list = error ? undefined : (data ?? previousData)?.scholars;
  return {
    scholars: list?.items.map((scholar) => ({
      id: scholar.id,
      name: `${scholar.firstName} ${scholar.lastName}`,
      email: scholar.email,
      program: scholar.program,
      detail: scholarSummary(scholar),
    })),
    pagination: list?.pagination,
    loading,
    refetch: () => void refetch(),
  };
}

interface OfficeScholarCardsProps {
  search: string;
  page: number;
  onSearchChange(search: string): void;
  onPageChange(page: number): void;
  onPick(scholarId: string): void;
}

/** A§2.4: the office's scholars as a card grid (with their hours); a card opens the month. */
export function OfficeScholarCards({ onPick, ...query }: OfficeScholarCardsProps) {
  return (
    <SectionCard title="Scholars" description="Pick a scholar to open their DTR.">
      <ScholarPicker
        label="Scholars of the office"
        useScholars={useDtrPickerScholars}
        {...query}
        onPick={(scholar) => {
          onPick(scholar.id);
        }}
      />
    </SectionCard>
  );
}
