import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { OfficeMonthOverview } from '@/features/dtr/office-month-overview';
import { OfficeScholarCards } from '@/features/dtr/office-scholar-cards';
import { OfficeScholarMonth } from '@/features/dtr/office-scholar-month';
import { useListParams } from '@/lib/use-list-params';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Office - Student DTR';

/**
 * A§2.4 Office DTR: the office's month and the scholar card grid; a card opens that
 * scholar's month (Back returns). Month and scholar live in the address, so a reload,
 * a shared link and the browser's Back show the same view.
 */
export default function OfficeDtrPage() {
  usePageTitle(TITLE);
  const params = useListParams(['month', 'scholar', 'search']);
  const { month, scholar, search } = params.values;
  const setMonth = (next: string) => {
    params.setFilter('month', next);
  };
  const open = (scholarId: string) => {
    params.setFilter('scholar', scholarId);
  };

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        {scholar ? (
          <OfficeScholarMonth
            key={scholar}
            scholarId={scholar}
            month={month}
            onMonthChange={setMonth}
            onBack={() => {
              params.setFilter('scholar', '');
            }}
          />
        ) : (
          <>
            <OfficeMonthOverview month={month} onMonthChange={setMonth} onOpen={open} />
            <OfficeScholarCards
              search={search}
              page={params.page}
              onSearchChange={(next) => {
                // Typing replaces the history entry, so Back skips the letters.
                params.setFilter('search', next, { replace: true });
              }}
              onPageChange={params.setPage}
              onPick={open}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
