import { useQuery } from '@apollo/client/react';

import { Pager } from '@/components/pager';
import { ScholarPicker } from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { formatMinutes } from '@/lib/format-hours';
import { DtrPickerScholarsDocument, type DtrPickerScholarsQuery } from '@/gql/graphql';

type Scholar = DtrPickerScholarsQuery['scholars']['items'][number];

const STATUS_WORDS = { active: '', inactive: ' · Inactive', suspended: ' · Suspended' } as const;

/** A card's last line: a trainee's confirmed hours of the 130, a scholar's stage. */
function detailOf(scholar: Scholar): string {
  const status = STATUS_WORDS[scholar.status];
  if (scholar.stage === 'scholar') return `Scholar${status}`;
  const { confirmedMinutes, unconfirmedMinutes, requiredHours } = scholar.trainingProgress;
  const waiting = unconfirmedMinutes > 0 ? `, ${formatMinutes(unconfirmedMinutes)} h awaiting` : '';
  return `Trainee: ${formatMinutes(confirmedMinutes)} of ${String(requiredHours)} h confirmed${waiting}${status}`;
}

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
          detail: detailOf(scholar),
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
