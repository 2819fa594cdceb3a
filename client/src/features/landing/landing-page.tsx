import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import AssignmentIndOutlinedIcon from '@mui/icons-material/AssignmentIndOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { useProduct } from '@/lib/product-context';
import { usePageTitle } from '@/lib/use-page-title';

interface Audience {
  icon: ReactNode;
  title: string;
  text: string;
}

const AUDIENCES: Audience[] = [
  {
    icon: <SchoolOutlinedIcon fontSize="large" />,
    title: 'Students',
    text: 'Apply for a scholarship, track or withdraw your application, and keep your grades, class schedule, daily time record and forms in one place.',
  },
  {
    icon: <AssignmentIndOutlinedIcon fontSize="large" />,
    title: 'HR staff',
    text: 'Review applications and move them through the hiring pipeline, with analytics, requirements review, re-applications, evaluations and leave management.',
  },
  {
    icon: <ApartmentOutlinedIcon fontSize="large" />,
    title: 'Offices',
    text: "Manage your scholars' daily time records, evaluations, leave requests and requests.",
  },
];

export default function LandingPage() {
  const { name } = useProduct();
  usePageTitle('Home');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', mb: { xs: 6, md: 10 } }}>
        <Box component="img" src="/logo.svg" alt="" sx={{ width: 88, height: 88 }} />
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          Student Assistant and Student Marshal scholarships
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 760 }}>
          The university&apos;s scholarship programme has two scholarship kinds: Student Assistant
          and Student Marshal. Scholars serve in the university&apos;s offices while they study.
          Students apply, track and maintain their scholar records, while HR staff and office staff
          review and manage them.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/signin" variant="contained" size="large">
            Sign in
          </Button>
          <Button component={RouterLink} to="/signup" variant="outlined" size="large">
            Sign up
          </Button>
        </Stack>
      </Stack>

      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          gap: 3,
          listStyle: 'none',
          p: 0,
          m: 0,
        }}
      >
        {AUDIENCES.map(({ icon, title, text }) => (
          <Card component="li" key={title} variant="outlined">
            <CardContent>
              <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
              <Typography variant="h6" component="h2" gutterBottom>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
