import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Where a donut chart goes once its figures come from real data. */
export function ChartFrame({ title }: { title: string }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Box
          sx={{
            height: 220,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            color: 'text.secondary',
          }}
        >
          <DonutLargeIcon sx={{ fontSize: 64, opacity: 0.4 }} aria-hidden />
          <Typography>No data yet</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
