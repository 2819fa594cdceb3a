import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import { ScholarPicker } from '@/components/scholar-picker';
import { SectionCard } from '@/components/section-card';
import { OfficeDashboardScholarsDocument } from '@/gql/graphql';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';
import { scholarSummary } from '@/lib/scholar-summary';

/** The office's trainees and scholars at a glance, with their hours; a card opens their DTR. */
export function OfficeScholarsCard() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(OfficeDashboardScholarsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice('/office/scholars', refetch);
  const list = error ? undefined : data?.scholars;
  const more = list && list.pagination.totalItems > list.items.length;
  return (
    <SectionCard title="Your scholars" description="Trainees and scholars of your office.">
      <ScholarPicker
        label="Scholars of your office"
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
          void navigate(`/office/dtr?scholar=${encodeURIComponent(scholar.id)}`);
        }}
      />
      {more && (
        <Button component={RouterLink} to="/office/scholars" sx={{ mt: 2 }}>
          All scholars
        </Button>
      )}
    </SectionCard>
  );
}
