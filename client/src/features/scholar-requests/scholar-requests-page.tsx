import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { OfficeRequestList } from '@/features/scholar-requests/office-request-list';
import { RequestForm } from '@/features/scholar-requests/request-form';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Scholar Requests';

/** A§2.4 Requests (/office/requests): ask HR for scholars and follow the answers. */
export default function ScholarRequestsPage() {
  usePageTitle(TITLE);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Ask HR for scholars for your office; HR&apos;s answers appear here as they arrive.
      </Typography>
      <Stack spacing={3}>
        <RequestForm />
        <OfficeRequestList />
      </Stack>
    </Container>
  );
}
