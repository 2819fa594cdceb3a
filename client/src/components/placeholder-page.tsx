import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { usePageTitle } from '@/lib/use-page-title';

interface PlaceholderPageProps {
  title: string;
}

export function PlaceholderPage({ title }: PlaceholderPageProps) {
  usePageTitle(title);
  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is being built.</Typography>
    </Container>
  );
}
