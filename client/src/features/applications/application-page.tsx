import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

import { ApplicationFlow } from '@/features/applications/apply/application-flow';
import { useAuth } from '@/lib/auth/use-auth';
import { usePageTitle } from '@/lib/use-page-title';

/** A§2.1 Student application (/application). */
export default function ApplicationPage() {
  usePageTitle('Scholarship Application');
  const { user } = useAuth();
  // The student guard renders this page only with a user.
  if (!user) return null;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Scholarship Application
      </Typography>
      <ApplicationFlow user={user} />
    </Container>
  );
}
