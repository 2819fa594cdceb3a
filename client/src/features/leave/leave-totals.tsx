import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface LeaveTotalsProps {
  totals: { total: number; pending: number; approved: number } | undefined;
}

/** A§2.4: Total, Pending, Approved. */
export function LeaveTotals({ totals }: LeaveTotalsProps) {
  const figures: Array<[string, number | undefined]> = [
    ['Total', totals?.total],
    ['Pending', totals?.pending],
    ['Approved', totals?.approved],
  ];
  return (
    <Stack component="ul" direction="row" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
      {figures.map(([label, value]) => (
        <Paper component="li" key={label} variant="outlined" sx={{ flex: 1, p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography variant="h5" component="p">
            {value ?? <Skeleton width={40} aria-label={`Loading ${label.toLowerCase()}`} />}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
