import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** Fields side by side on wide screens, one under the other on phones. */
export function FieldGrid({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${String(columns)}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
