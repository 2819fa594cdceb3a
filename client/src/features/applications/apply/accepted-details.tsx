import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink } from 'react-router-dom';

import { POSITION_LABELS } from '@/components/application-labels';
import { ApplicationAcademicDomainDocument, type ApplicationPosition } from '@/gql/graphql';

const NEXT_STEPS = [
  'Watch your e-mail and notifications for your office assignment and duty schedule.',
  'Complete the 130-hour training: your scholarship takes effect once it is done.',
  'Render your 5-hour duty daily, Monday to Saturday.',
  'Enrol in at most 18 units per semester: the 100% discount covers those; extra units are charged to your account.',
];

/** A§2.1: an accepted student's details and next steps; a non-academic e-mail must be changed. */
export function AcceptedDetails({
  position,
  email,
}: {
  position: ApplicationPosition;
  email: string;
}) {
  const { data } = useQuery(ApplicationAcademicDomainDocument);
  const domain = data?.publicConfig.academicEmailDomain;
  const needsAcademicEmail = domain && !email.toLowerCase().endsWith(`@${domain.toLowerCase()}`);

  return (
    <>
      <Alert severity="success" role="region" aria-label="Application Accepted">
        <AlertTitle>Congratulations! You are now a {POSITION_LABELS[position]} scholar.</AlertTitle>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
          Next steps
        </Typography>
        <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </Box>
      </Alert>
      {needsAcademicEmail && (
        <Alert severity="warning" role="alert">
          <AlertTitle>Academic E-mail Required</AlertTitle>
          Your account uses <strong>{email}</strong>. Accepted scholars must use their academic
          e-mail address (ending with @{domain}): please change it in{' '}
          <Link component={RouterLink} to="/profile">
            your profile
          </Link>
          .
        </Alert>
      )}
    </>
  );
}
