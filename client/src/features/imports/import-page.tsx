import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { ImportHistory } from '@/features/imports/import-history';
import { ImportReport } from '@/features/imports/import-report';
import { NewImportSection } from '@/features/imports/new-import-section';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Import';

/**
 * HR's import of the offices, staff, students and scholars a programme already keeps in
 * spreadsheets: a template per kind, a dry run of the uploaded file, its apply, and the history.
 * The import shown is part of the address, so a reload or the history's link opens its report.
 */
export default function ImportPage() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const shown = params.get('import');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1">
        {TITLE}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Bring in the offices, office staff, students and scholars your programme already has, from a
        CSV or Excel file.
      </Typography>
      <Stack spacing={4}>
        {shown ? (
          <Stack spacing={2}>
            <div>
              <Button component={RouterLink} to="." startIcon={<ArrowBackIcon />}>
                New import
              </Button>
            </div>
            <ImportReport key={shown} id={shown} />
          </Stack>
        ) : (
          <NewImportSection
            onPreviewed={(item) => {
              setParams({ import: item.id });
            }}
          />
        )}
        <Stack component="section" aria-labelledby="import-history" spacing={2}>
          <Typography id="import-history" variant="h5" component="h2">
            History
          </Typography>
          <ImportHistory />
        </Stack>
      </Stack>
    </Container>
  );
}
