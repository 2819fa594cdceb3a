import Alert from '@mui/material/Alert';
import { useQuery } from '@apollo/client/react';

import { AcademicEmailRequirementDocument } from '@/gql/graphql';

/** F§5: an accepted student whose address is outside the academic domain is told to change it. */
export function AcademicEmailNotice({ email }: { email: string }) {
  const { data } = useQuery(AcademicEmailRequirementDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const domain = data.publicConfig.academicEmailDomain;
  const accepted = data.myApplications.some((application) => application.status === 'accepted');
  if (!accepted || email.toLowerCase().endsWith(`@${domain}`)) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      Accepted students must use an academic email address ending with @{domain}. Please change your
      email address below.
    </Alert>
  );
}
