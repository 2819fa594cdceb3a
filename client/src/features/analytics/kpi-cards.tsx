import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { lazy, useId } from 'react';

import { ChartSlot } from '@/features/analytics/analytics-card';
import { signed } from '@/features/analytics/analytics-labels';

const Sparkline = lazy(() => import('@/features/analytics/sparkline'));

export interface Kpi {
  value: number;
  previous: number;
  delta: number;
  sparkline: number[];
}

export interface KpiCardsProps {
  activeStudents: Kpi;
  newThisMonth: Kpi;
  pendingApplications: Kpi;
  pendingLeaves: Kpi;
}

/** A§2.5: the four KPI cards, in the spec's order and words. */
const CARDS: Array<{ key: keyof KpiCardsProps; title: string; against: string }> = [
  { key: 'activeStudents', title: 'Active Students', against: 'the previous period' },
  { key: 'newThisMonth', title: 'New This Month', against: 'the same days last month' },
  { key: 'pendingApplications', title: 'Pending Applications', against: 'the previous period' },
  { key: 'pendingLeaves', title: 'Pending Leaves', against: 'the previous period' },
];

function KpiCard({ title, kpi, against }: { title: string; kpi: Kpi; against: string }) {
  const headingId = useId();
  const color = kpi.delta > 0 ? 'success.main' : kpi.delta < 0 ? 'error.main' : 'text.secondary';
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Typography id={headingId} variant="subtitle2" component="h2" color="text.secondary">
          {title}
        </Typography>
        <Typography variant="h4" component="p">
          {kpi.value}
        </Typography>
        <Typography variant="body2" sx={{ color }}>
          {signed(kpi.delta)}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            vs {against} ({kpi.previous})
          </Typography>
        </Typography>
        <ChartSlot height={48}>
          <Sparkline data={kpi.sparkline} />
        </ChartSlot>
      </CardContent>
    </Card>
  );
}

export function KpiCards(props: KpiCardsProps) {
  return (
    <Grid container spacing={2}>
      {CARDS.map((card) => (
        <Grid key={card.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <KpiCard title={card.title} kpi={props[card.key]} against={card.against} />
        </Grid>
      ))}
    </Grid>
  );
}
