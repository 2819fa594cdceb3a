import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

import { OfficeFigures } from '@/features/dashboard/office-figures';
import { OfficeScholarsCard } from '@/features/dashboard/office-scholars-card';
import { WelcomeBanner } from '@/features/dashboard/welcome-banner';
import { useProduct } from '@/lib/product-context';
import { usePageTitle } from '@/lib/use-page-title';

export default function OfficeDashboardPage() {
  usePageTitle('Office Dashboard');
  const { shortName } = useProduct();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <WelcomeBanner title={`Welcome to ${shortName}`} subtitle="Office Management System" />
        <OfficeFigures />
        <OfficeScholarsCard />
      </Stack>
    </Container>
  );
}
