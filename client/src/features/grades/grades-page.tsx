import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';

import { FeedbackAlert } from '@/components/feedback-alert';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { exportCsv, NO_DATA } from '@/features/grades/export-csv';
import { GradesInstructions } from '@/features/grades/grades-instructions';
import type { GradeRowValues } from '@/features/grades/grades-schema';
import { MyGradeReports } from '@/features/grades/my-grade-reports';
import { ParsedGrades } from '@/features/grades/parsed-grades';
import { ScanPanel } from '@/features/grades/scan-panel';
import { SlipPicker } from '@/features/grades/slip-picker';
import { useGradeScan } from '@/features/grades/use-grade-scan';
import { MyGradeReportsDocument } from '@/gql/graphql';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'Grades Upload';

/**
 * A§2.3 Grades Upload: the slip read by OCR in the browser (A§4 idle, scanning,
 * text extracted, parsed), the parsed rows corrected and saved per term (beyond
 * the spec), and the student's saved reports. Unverified students never get
 * here (RequireVerified, F§6).
 */
export default function GradesPage() {
  usePageTitle(TITLE);
  const scan = useGradeScan();
  const reports = useQuery(MyGradeReportsDocument);
  const rowsRef = useRef<(() => GradeRowValues[]) | null>(null);
  const { feedback, setFeedback } = scan;
  const saved = reports.data?.myGradeReports ?? [];
  const term = reports.data?.currentAcademicTerm;

  const onExport = async () => {
    const rows = scan.status === 'parsed' ? (rowsRef.current?.() ?? []) : [];
    if (rows.length === 0) {
      setFeedback({ severity: 'error', text: NO_DATA });
      return;
    }
    const how = await exportCsv(rows);
    setFeedback({
      severity: 'success',
      text: how === 'copied' ? 'CSV copied to the clipboard.' : 'CSV downloaded as grades.csv.',
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {TITLE}
      </Typography>
      <Stack spacing={3}>
        <SectionCard
          title="Grade Slip"
          description="Your slip is read here in your browser; only what you save is sent."
        >
          <Stack spacing={2}>
            <SlipPicker scan={scan} />
            <ScanPanel scan={scan} onExport={() => void onExport()} />
            {scan.error && (
              <Alert severity="error" role="alert">
                {scan.error}
              </Alert>
            )}
            <FeedbackAlert feedback={feedback} />
          </Stack>
        </SectionCard>
        {scan.status === 'parsed' && scan.parsed && (
          <SectionCard
            title="Parsed Grades"
            description="Check every cell against your slip and correct it before saving."
          >
            {term ? (
              <ParsedGrades
                key={scan.parsed.key}
                rows={scan.parsed.rows}
                meta={scan.parsed.meta}
                image={scan.file}
                term={term}
                saved={saved}
                rowsRef={rowsRef}
                onSaved={(report) => {
                  setFeedback({
                    severity: 'success',
                    text: `Grades for ${report.termLabel} saved.`,
                  });
                }}
              />
            ) : (
              <Typography color="text.secondary">Loading…</Typography>
            )}
          </SectionCard>
        )}
        <SectionCard title="My Saved Grades">
          {reports.error ? (
            <LoadErrorAlert
              message="Your saved grades could not be loaded."
              onRetry={() => void reports.refetch()}
            />
          ) : reports.loading && !reports.data ? (
            <Typography color="text.secondary">Loading…</Typography>
          ) : (
            <MyGradeReports reports={saved} />
          )}
        </SectionCard>
        <GradesInstructions />
      </Stack>
    </Container>
  );
}
