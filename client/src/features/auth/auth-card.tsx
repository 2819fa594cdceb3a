import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { usePageTitle } from '@/lib/use-page-title';

interface AuthCardProps {
  /** The heading and the page title ("{title} | {product}"). */
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame every account page shares: a centred card under the top bar. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', mb: 4 }}>
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 56, height: 56 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Stack>
        {children}
      </Paper>
    </Container>
  );
}
