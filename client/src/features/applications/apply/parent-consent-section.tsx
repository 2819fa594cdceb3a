import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { FormTextField } from '@/components/form-text-field';
import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { PARENT_ID_RULE } from '@/features/applications/apply/file-rules';
import { FormCheckbox } from '@/features/applications/apply/form-checkbox';
import { SectionCard } from '@/components/section-card';
import { SingleFileField } from '@/features/applications/apply/single-file-field';

/** A§2.1 Parent/Guardian's Consent: full name, one valid ID (JPG, PNG or PDF, at most 10MB), consent. */
export function ParentConsentSection({ form }: { form: ApplicationForm }) {
  return (
    <SectionCard title="Parent/Guardian's Consent">
      <Stack spacing={2}>
        <FormTextField
          name="parentGuardianName"
          control={form.control}
          label="Parent/Guardian's Full Name"
          required
        />
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            One valid ID of your parent/guardian: JPG, PNG or PDF, at most 10MB.
          </Typography>
          <SingleFileField
            form={form}
            name="parentId"
            rule={PARENT_ID_RULE}
            inputLabel="Parent/guardian's valid ID"
            chooseLabel="Upload Valid ID"
            changeLabel="Change Valid ID"
          />
        </Stack>
        <FormCheckbox
          name="parentConsent"
          control={form.control}
          label="As the applicant's parent/guardian, I give my consent to this application."
        />
      </Stack>
    </SectionCard>
  );
}
