import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface StatCardProps {
  label: string;
  icon: typeof SvgIcon;
}

/** A figure HR will read from real data; until that exists the card says so. */
export function StatCard({ label, icon: Icon }: StatCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Icon color="primary" sx={{ fontSize: 40 }} />
        <div>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h4" component="p" aria-hidden>
            —
          </Typography>
          <Typography variant="caption" color="text.secondary">
            No data yet
          </Typography>
        </div>
      </CardContent>
    </Card>
  );
}
