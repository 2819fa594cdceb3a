import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import {
  ScholarPicker,
  type ScholarPickerItem,
  type ScholarPickerQuery,
  type ScholarPickerResult,
} from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { OfficeDashboardScholarsDocument } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { scholarSummary } from '@/lib/scholar-summary';

/** The picker's query: one page of the office's scholars with their hours, searched on the server. */
function useDashboardScholars({
  search,
  page,
}: ScholarPickerQuery): ScholarPickerResult<ScholarPickerItem> {
  const { data, previousData, loading, error, refetch } = useQuery(
    OfficeDashboardScholarsDocument,
    { variables: { page, search: search || undefined }, fetchPolicy: 'cache-and-network' },
  );
  useRefetchOnNotice('/office/scholars', refetch);
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

/** The office's trainees and scholars at a glance, with their hours; a card opens their DTR. */
export function OfficeScholarsCard() {
  const navigate = useNavigate();
  return (
    <SectionCard title="Your scholars" description="Trainees and scholars of your office.">
      <ScholarPicker
        label="Scholars of your office"
        useScholars={useDashboardScholars}
        onPick={(scholar) => {
          void navigate(`/office/dtr?scholar=${encodeURIComponent(scholar.id)}`);
        }}
      />
      <Button component={RouterLink} to="/office/scholars" sx={{ mt: 2 }}>
        All scholars
      </Button>
    </SectionCard>
  );
}
