import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface StatCardProps {
  label: string;
  icon: typeof SvgIcon;
  /** The figure; undefined while it loads. */
  value: ReactNode | undefined;
  /** What the figure counts (or why there is none). */
  caption?: ReactNode;
  /** The screen behind the figure. */
  to: string;
}

/** One dashboard figure, read from the database, opening the screen it counts. */
export function StatCard({ label, icon: Icon, value, caption, to }: StatCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon color="primary" sx={{ fontSize: 40 }} aria-hidden />
          <div>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h4" component="p" data-testid="stat-value">
              {value === undefined ? <Skeleton width={56} /> : value}
            </Typography>
            {caption && (
              <Typography variant="caption" color="text.secondary" component="p">
                {caption}
              </Typography>
            )}
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
