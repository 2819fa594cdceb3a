import Typography from '@mui/material/Typography';

import { FormTextField } from '@/components/form-text-field';
import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { SectionCard } from '@/components/section-card';
import { ParentField } from '@/features/applications/apply/parent-field';

export function ParentsSection({ form }: { form: ApplicationForm }) {
  return (
    <SectionCard
      title="Parents and Emergency Contact"
      description="Tick “Unknown / Not Applicable” for anything you cannot provide."
    >
      <FieldGrid>
        <ParentField form={form} name="fatherName" label="Father's Name" />
        <ParentField form={form} name="fatherOccupation" label="Father's Occupation" />
        <ParentField form={form} name="motherName" label="Mother's Name" />
        <ParentField form={form} name="motherOccupation" label="Mother's Occupation" />
      </FieldGrid>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        Emergency Contact
      </Typography>
      <FieldGrid>
        <FormTextField
          name="emergencyContact"
          control={form.control}
          label="Emergency Contact Name"
          required
        />
        <FormTextField
          name="emergencyContactNumber"
          control={form.control}
          label="Emergency Contact Number"
          type="tel"
          required
        />
      </FieldGrid>
    </SectionCard>
  );
}
