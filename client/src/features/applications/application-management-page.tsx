import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';

import { STATUS_LABELS } from '@/components/application-labels';
import { ApplicationFilters } from '@/features/applications/manage/application-filters';
import { ApplicationTable } from '@/features/applications/manage/application-table';
import { isApplicationStaff } from '@/features/applications/manage/staff-roles';
import { useApplicationFilters } from '@/features/applications/manage/use-application-filters';
import { useStaffApplications } from '@/features/applications/manage/use-staff-applications';
import { StaffApplicationsDocument, type ApplicationStatus } from '@/gql/graphql';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyDialog } from '@/lib/lazy-dialog';
import { onListArrowKeys } from '@/lib/list-arrow-keys';
import { refetchNotifications } from '@/lib/notifications/refetch-notifications';
import { useToast } from '@/lib/toast/use-toast';
import { usePageTitle } from '@/lib/use-page-title';

const ApplicationReviewDialog = lazyDialog(
  () =>
    import('@/features/applications/manage/review/application-review-dialog').then(
      (m) => m.ApplicationReviewDialog,
    ),
  (props) => props.applicationId !== null,
);

const TITLE = 'Application Management';
const ACCESS_DENIED =
  "Access Denied: You don't have permission to access application management. This feature is only available to HR and Office staff.";

function ApplicationManagement() {
  const client = useApolloClient();
  const toast = useToast();
  const filters = useApplicationFilters();
  const list = useStaffApplications(filters);
  const [reviewedId, setReviewedId] = useState<string | null>(null);

  // Opening a pending application changed its status too: the filtered list may differ now.
  const refetchList = () => void client.refetchQueries({ include: [StaffApplicationsDocument] });
  // A§4: a saved decision refreshes the list and the notifications, then the dialog closes.
  const onSaved = (status: ApplicationStatus) => {
    setReviewedId(null);
    toast.show(`Application status updated to ${STATUS_LABELS[status]}.`, { type: 'success' });
    refetchList();
    void refetchNotifications(client);
  };

  return (
    <Box onKeyDown={onListArrowKeys}>
      <ApplicationFilters filters={filters} />
      <ApplicationTable
        list={list}
        filtered={filters.filtered}
        onClearFilters={filters.clear}
        onOpen={(application) => {
          setReviewedId(application.id);
        }}
        onPageChange={filters.setPage}
      />
      <ApplicationReviewDialog
        applicationId={reviewedId}
        onClose={() => {
          setReviewedId(null);
          refetchList();
        }}
        onSaved={onSaved}
      />
    </Box>
  );
}

/** A§2.2 Application Management, for HR and office staff. */
export default function ApplicationManagementPage() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {TITLE}
      </Typography>
      {isApplicationStaff(user?.role) ? (
        <ApplicationManagement />
      ) : (
        <Alert severity="error">{ACCESS_DENIED}</Alert>
      )}
    </Container>
  );
}
