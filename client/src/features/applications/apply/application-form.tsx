import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { AddressSection } from '@/features/applications/apply/address-section';
import { AgreementSection } from '@/features/applications/apply/agreement-section';
import { CertificatesSection } from '@/features/applications/apply/certificates-section';
import { ContactSection } from '@/features/applications/apply/contact-section';
import { EducationSection } from '@/features/applications/apply/education-section';
import { ParentConsentSection } from '@/features/applications/apply/parent-consent-section';
import { ParentsSection } from '@/features/applications/apply/parents-section';
import { PersonalInfoSection } from '@/features/applications/apply/personal-info-section';
import { PhotoSection } from '@/features/applications/apply/photo-section';
import { RelativesSection } from '@/features/applications/apply/relatives-section';
import { ScholarshipTypeSection } from '@/features/applications/apply/scholarship-type-section';
import { SeminarsSection } from '@/features/applications/apply/seminars-section';
import { useApplicationForm } from '@/features/applications/apply/use-application-form';
import type { MyApplicationFragment } from '@/gql/graphql';

interface ApplicationFormProps {
  email: string;
  onSubmitted: (application: MyApplicationFragment) => void;
}

/** A§2.1: every section of the application form, in the spec's order. */
export function ApplicationForm({ email, onSubmitted }: ApplicationFormProps) {
  const { form, onSubmit, summary } = useApplicationForm(onSubmitted);
  const { isSubmitting, errors } = form.formState;
  const showSummary = summary && (!summary.aboutFields || Object.keys(errors).length > 0);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Scholarship application form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Stack spacing={3}>
        <ScholarshipTypeSection control={form.control} />
        <PersonalInfoSection control={form.control} email={email} />
        <AddressSection form={form} />
        <ContactSection control={form.control} />
        <ParentsSection form={form} />
        <RelativesSection form={form} />
        <EducationSection control={form.control} />
        <SeminarsSection form={form} />
        <PhotoSection form={form} />
        <CertificatesSection form={form} />
        <AgreementSection control={form.control} />
        <ParentConsentSection form={form} />
        {showSummary && (
          <Alert severity="error" role="alert">
            {summary.text}
            {summary.details.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {summary.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        {isSubmitting && (
          <Box role="status">
            <Typography variant="body2" gutterBottom>
              Uploading documents…
            </Typography>
            <LinearProgress aria-label="Uploading documents" />
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
