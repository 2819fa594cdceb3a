import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { MonthStatusChip } from '@/features/dtr/dtr-status';
import type { DtrSheetFragment } from '@/gql/graphql';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </div>
  );
}

/**
 * A§2.3 header block: Month, Name, Department (the office), Duty Hours; and
 * the month's status, with why its days are read-only when HR closed their term.
 */
export function DtrHeader({ sheet }: { sheet: DtrSheetFragment }) {
  return (
    <Stack spacing={2}>
      <HeaderItems sheet={sheet} />
      {sheet.closedNotice && (
        <Alert severity="info" role="status">
          {sheet.closedNotice}
        </Alert>
      )}
    </Stack>
  );
}

function HeaderItems({ sheet }: { sheet: DtrSheetFragment }) {
  return (
    <Box
      component="dl"
      aria-label="DTR header"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, auto)' },
        justifyContent: 'start',
        columnGap: 5,
        rowGap: 2,
        m: 0,
      }}
    >
      <Item term="Month">{sheet.label}</Item>
      <Item term="Name">{sheet.name}</Item>
      <Item term="Department">{sheet.department}</Item>
      <Item term="Duty Hours">
        {sheet.dutyHours} hours from {sheet.dutyStart}, Monday to Saturday
      </Item>
      <Item term="Status">
        <MonthStatusChip status={sheet.status} />
      </Item>
    </Box>
  );
}
