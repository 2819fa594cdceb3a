import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import type { Slice } from '@/features/dashboard/donut-chart';
import { donutColor } from '@/features/dashboard/donut-colors';

const DonutChart = lazy(() => import('@/features/dashboard/donut-chart'));

interface DonutCardProps {
  title: string;
  /** Undefined while loading. */
  slices: Slice[] | undefined;
  failed?: boolean;
  emptyText: string;
  /** The screen with the details. */
  to: string;
  linkText: string;
}

const percent = (count: number, total: number) =>
  `${((count / total) * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;

/** A share of a whole: the donut, and the same figures as a list anyone can read. */
export function DonutCard({ title, slices, failed, emptyText, to, linkText }: DonutCardProps) {
  const headingId = useId();
  const total = slices?.reduce((sum, slice) => sum + slice.count, 0) ?? 0;
  const shown = slices?.filter((slice) => slice.count > 0) ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {failed ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            Could not load these figures.
          </Typography>
        ) : slices === undefined ? (
          <Skeleton variant="circular" width={160} height={160} sx={{ mx: 'auto', my: 2 }} />
        ) : total === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {emptyText}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 2 }}>
            <Suspense fallback={<Skeleton variant="circular" width={160} height={160} />}>
              <DonutChart slices={shown} />
            </Suspense>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, alignSelf: 'center' }}>
              {shown.map((slice, index) => (
                <li key={slice.label}>
                  <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 12,
                        height: 12,
                        borderRadius: '50%',
                        bgcolor: donutColor(index),
                      }}
                    />
                    <span>
                      {slice.label}: <strong>{slice.count}</strong> ({percent(slice.count, total)})
                    </span>
                  </Typography>
                </li>
              ))}
              <li>
                <Typography variant="body2" color="text.secondary">
                  Total: {total}
                </Typography>
              </li>
            </Box>
          </Box>
        )}
        <Link component={RouterLink} to={to} variant="body2">
          {linkText}
        </Link>
      </CardContent>
    </Card>
  );
}
