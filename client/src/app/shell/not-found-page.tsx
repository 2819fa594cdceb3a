import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { usePageTitle } from '@/lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography variant="h5" component="h1" gutterBottom>
        Oops! Page not found.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 3 }}>
        Go back home
      </Button>
    </Container>
  );
}
