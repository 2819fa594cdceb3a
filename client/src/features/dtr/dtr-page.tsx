import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { DtrDownloads } from '@/features/dtr/dtr-downloads';
import { MyDtrMonth } from '@/features/dtr/my-dtr-month';
import { MonthPicker } from '@/features/dtr/month-picker';
import { useMyDtr } from '@/features/dtr/use-my-dtr';
import { useListParams } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';

function NotDeployed() {
  return (
    <Alert severity="info" role="status">
      You are not assigned to an office yet. Once HR passes your interview and deploys you to an
      office, your daily time record appears here.
    </Alert>
  );
}

function Loading() {
  return (
    <Stack spacing={2} aria-hidden>
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}

/** A§2.3 DTR (student): the month picked (this month by default), saved day by day, live. */
export default function DtrPage() {
  usePageTitle('DTR');
  const params = useListParams(['month']);
  const dtr = useMyDtr(params.values.month);
  const { sheet } = dtr;

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          Daily Time Record
        </Typography>
        {sheet && (
          <Stack
            direction="row"
            spacing={2}
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 2 }}
          >
            <MonthPicker
              value={sheet.month}
              onChange={(month) => {
                params.setFilter('month', month);
              }}
            />
            <DtrDownloads base={`/api/dtr/me/months/${sheet.month}`} />
          </Stack>
        )}
        {sheet ? (
          <MyDtrMonth dtr={dtr} sheet={sheet} />
        ) : dtr.notDeployed ? (
          <NotDeployed />
        ) : dtr.failed ? (
          <LoadErrorAlert message="Could not load your DTR." onRetry={() => void dtr.reload()} />
        ) : (
          <Loading />
        )}
      </Stack>
    </Container>
  );
}
