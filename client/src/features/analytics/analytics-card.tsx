import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, type ReactNode } from 'react';

interface AnalyticsCardProps {
  title: string;
  /** Buttons beside the title (CSV). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card of the analytics page: a region named by its heading, kept whole on paper. */
export function AnalyticsCard({ title, actions, children }: AnalyticsCardProps) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ height: '100%', breakInside: 'avoid' }}
    >
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {actions}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** Where a lazily loaded chart appears: a placeholder of its height until the chart code arrives. */
export function ChartSlot({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={height} aria-hidden />}>
      {children}
    </Suspense>
  );
}
