import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import { OutlinedTextField } from '@/components/outlined-text-field';
import { plainOptions } from '@/components/select-field';
import type { ApplicationControl } from '@/features/applications/apply/application-schema';
import { CIVIL_STATUSES, GENDERS } from '@/features/applications/apply/application-values';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { SectionCard } from '@/components/section-card';

interface PersonalInfoSectionProps {
  control: ApplicationControl;
  /** The account's address: the application is filed under it and it cannot be changed here. */
  email: string;
}

export function PersonalInfoSection({ control, email }: PersonalInfoSectionProps) {
  return (
    <SectionCard title="Personal Information">
      <FieldGrid>
        <FormTextField
          name="firstName"
          control={control}
          label="First Name"
          autoComplete="given-name"
          required
        />
        <FormTextField
          name="lastName"
          control={control}
          label="Last Name"
          autoComplete="family-name"
          required
        />
        <OutlinedTextField
          label="Email Address"
          value={email}
          disabled
          helperText="Your application uses your account's e-mail address."
        />
        <FormTextField
          name="age"
          control={control}
          label="Age"
          type="number"
          slotProps={{ htmlInput: { min: 15, max: 30, inputMode: 'numeric' } }}
          required
        />
        <FormTextField name="citizenship" control={control} label="Citizenship" required />
        <FormSelectField
          name="gender"
          control={control}
          label="Gender"
          options={plainOptions(GENDERS)}
          required
        />
        <FormSelectField
          name="civilStatus"
          control={control}
          label="Civil Status"
          options={plainOptions(CIVIL_STATUSES)}
          required
        />
      </FieldGrid>
    </SectionCard>
  );
}
