import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type DetailPair = [label: string, value: ReactNode];

interface DetailPairsProps {
  /** Names the list for assistive technology, where a page has several. */
  label?: string;
  /** Label and value; a value left blank (null, undefined, '') is left out. */
  rows: DetailPair[];
}

/** What was filed or read, as a definition list: labels in one column, values beside them. */
export function DetailPairs({ label, rows }: DetailPairsProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([name, value]) => (
          <Box key={name} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
