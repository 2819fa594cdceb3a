import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Label/value pairs as a description list. */
export function DetailList({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        alignItems: 'center',
      }}
    >
      {items.map(([label, value]) => [
        <Typography key={`${label}-term`} component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>,
        <Box key={`${label}-value`} component="dd" sx={{ m: 0, typography: 'body1' }}>
          {value}
        </Box>,
      ])}
    </Box>
  );
}
