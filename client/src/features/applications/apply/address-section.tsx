import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

import { FormTextField } from '@/components/form-text-field';
import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { SectionCard } from '@/components/section-card';

// What "same as home" copies: each Baguio/Benguet field from its home counterpart.
const COPIED = [
  ['baguioAddress', 'homeAddress'],
  ['baguioStreet', 'homeStreet'],
  ['baguioBarangay', 'homeBarangay'],
  ['baguioCity', 'homeCity'],
  ['baguioContact', 'homeContact'],
] as const;

/** A§2.1: the home address, and the one in Baguio/Benguet, which may be copied from it. */
export function AddressSection({ form }: { form: ApplicationForm }) {
  const { control } = form;
  const [sameAsHome, setSameAsHome] = useState(false);

  const toggleSameAsHome = (checked: boolean) => {
    setSameAsHome(checked);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [target, source] of COPIED) {
      form.setValue(target, checked ? form.getValues(source) : '', options);
    }
  };

  return (
    <SectionCard title="Address">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Home Address
      </Typography>
      <FieldGrid>
        <FormTextField
          name="homeAddress"
          control={control}
          label="Home Address"
          autoComplete="address-line1"
          required
        />
        <FormTextField name="homeStreet" control={control} label="Home Street" />
        <FormTextField name="homeBarangay" control={control} label="Home Barangay" required />
        <FormTextField name="homeCity" control={control} label="Home City/Municipality" required />
        <FormTextField name="homeProvince" control={control} label="Home Province" required />
      </FieldGrid>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3 }}>
        Baguio/Benguet Address
      </Typography>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={
          <Checkbox
            checked={sameAsHome}
            onChange={(_, checked) => {
              toggleSameAsHome(checked);
            }}
          />
        }
        label="Same as home address and contact number"
      />
      <FieldGrid>
        <FormTextField
          name="baguioAddress"
          control={control}
          label="Baguio/Benguet Address"
          required
        />
        <FormTextField name="baguioStreet" control={control} label="Baguio/Benguet Street" />
        <FormTextField
          name="baguioBarangay"
          control={control}
          label="Baguio/Benguet Barangay"
          required
        />
        <FormTextField
          name="baguioCity"
          control={control}
          label="Baguio/Benguet City/Municipality"
          required
        />
      </FieldGrid>
    </SectionCard>
  );
}
