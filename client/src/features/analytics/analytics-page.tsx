import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { applicationsTitle } from '@/features/analytics/analytics-labels';
import { ApplicationsCard } from '@/features/analytics/applications-card';
import { BreakdownCard } from '@/features/analytics/breakdown-card';
import { CsvButton } from '@/features/analytics/csv-button';
import { DecisionTimesCard } from '@/features/analytics/decision-times-card';
import { KpiCards } from '@/features/analytics/kpi-cards';
import { PipelineCard } from '@/features/analytics/pipeline-card';
import { PrintStyles } from '@/features/analytics/print-styles';
import { RangeFilter } from '@/features/analytics/range-filter';
import { useAnalyticsRange } from '@/features/analytics/use-analytics-range';
import { AnalyticsPageDocument } from '@/gql/graphql';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = 'HR Analytics';

/** HR Analytics (/hr/analytics, A§2.5): figures from the database over a chosen range of days. */
export default function AnalyticsPage() {
  usePageTitle(TITLE);
  const range = useAnalyticsRange();
  const { data, previousData, loading, error, refetch } = useQuery(AnalyticsPageDocument, {
    variables: range.variables,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;
  const summary = shown?.analyticsSummary;
  const suffix = summary ? `${summary.start}-to-${summary.end}` : '';

  return (
    <Container maxWidth="lg" sx={{ py: 4 }} className="analytics-page">
      <PrintStyles />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        <Button
          startIcon={<PrintIcon />}
          onClick={() => {
            window.print();
          }}
          className="analytics-no-print"
        >
          Print
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Figures from the applications, scholars and leave requests on record, by day in the
        university’s time zone.
      </Typography>
      {summary && (
        <RangeFilter
          key={`${summary.start}:${summary.end}`}
          start={summary.start}
          end={summary.end}
          onChange={range.setRange}
          onReset={range.reset}
        />
      )}
      <LinearProgress
        aria-label="Loading figures"
        sx={{ my: 2, visibility: loading && shown ? 'visible' : 'hidden' }}
      />
      {error && !shown && (
        <LoadErrorAlert
          message="Could not load the analytics."
          onRetry={() => {
            void refetch();
          }}
        />
      )}
      {!shown && !error && <Skeleton variant="rounded" height={480} aria-label="Loading figures" />}
      {shown && summary && (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <CsvButton
              what="the KPI cards"
              filename={`kpis-${suffix}.csv`}
              header={['KPI', 'value', 'previous period', 'change', 'per day']}
              rows={() =>
                (
                  [
                    ['Active Students', summary.activeStudents],
                    ['New This Month', summary.newThisMonth],
                    ['Pending Applications', summary.pendingApplications],
                    ['Pending Leaves', summary.pendingLeaves],
                  ] as const
                ).map(([name, kpi]) => [
                  name,
                  kpi.value,
                  kpi.previous,
                  kpi.delta,
                  kpi.sparkline.join(' '),
                ])
              }
            />
          </Stack>
          <KpiCards {...summary} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <ApplicationsCard
                title={applicationsTitle(range.chosen ? summary : null)}
                points={shown.applicationsDaily}
                fileSuffix={suffix}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <PipelineCard counts={shown.applicationsPipeline} fileSuffix={suffix} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <BreakdownCard title="Gender" slices={shown.activeScholarBreakdown.gender} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <BreakdownCard
                title="Scholarship"
                slices={shown.activeScholarBreakdown.scholarship}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <DecisionTimesCard
                avgDecisionDays={summary.avgDecisionDays ?? null}
                stages={summary.stageDurations}
                fileSuffix={suffix}
              />
            </Grid>
          </Grid>
        </Stack>
      )}
    </Container>
  );
}
