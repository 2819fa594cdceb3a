import Typography from '@mui/material/Typography';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useEffect, useState } from 'react';

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

type Copy = (typeof COPIED)[number];
// Home field → its Baguio/Benguet copy, and back.
const COPY_OF = new Map<string, Copy[0]>(COPIED.map(([target, source]) => [source, target]));
const SOURCE_OF = new Map<string, Copy[1]>(COPIED);

/**
 * "Same as home": while ticked, each Baguio/Benguet field follows its home counterpart as
 * that is typed, also later in the form (the home contact number comes after the box), so a
 * ticked box never leaves a Baguio field empty. Typing a Baguio field differently unticks it.
 */
function useSameAsHome(form: ApplicationForm) {
  const [sameAsHome, setSameAsHome] = useState(false);

  useEffect(() => {
    if (!sameAsHome) return;
    const subscription = form.watch((_values, { name = '' }) => {
      const target = COPY_OF.get(name);
      const source = SOURCE_OF.get(name);
      if (target) {
        const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
        form.setValue(target, form.getValues(name as Copy[1]), options);
      } else if (source && form.getValues(name as Copy[0]) !== form.getValues(source)) {
        setSameAsHome(false);
      }
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [sameAsHome, form]);

  const toggle = (checked: boolean) => {
    setSameAsHome(checked);
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [target, source] of COPIED) {
      form.setValue(target, checked ? form.getValues(source) : '', options);
    }
  };
  return { sameAsHome, toggle };
}

/** A§2.1: the home address, and the one in Baguio/Benguet, which may be copied from it. */
export function AddressSection({ form }: { form: ApplicationForm }) {
  const { control } = form;
  const { sameAsHome, toggle: toggleSameAsHome } = useSameAsHome(form);

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
