import Box from '@mui/material/Box';
import { useFieldArray, useWatch } from 'react-hook-form';

import { FormTextField } from '@/components/form-text-field';
import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { emptyRelative } from '@/features/applications/apply/application-values';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { FormCheckbox } from '@/features/applications/apply/form-checkbox';
import { FormRowList } from '@/features/applications/apply/form-row-list';
import { SectionCard } from '@/components/section-card';

const MAX_RELATIVES = 10;

/** A§2.1 Relative Information: a relative working at the university, with a list of them. */
export function RelativesSection({ form }: { form: ApplicationForm }) {
  const { control } = form;
  const declared = useWatch({ control, name: 'hasRelativeWorking' });
  const { fields, append, remove } = useFieldArray({ control, name: 'relatives' });

  return (
    <SectionCard title="Relative Information">
      <FormCheckbox
        name="hasRelativeWorking"
        control={control}
        label="I have a relative working at the university"
      />
      {declared && (
        <Box sx={{ mt: 2 }}>
          <FormRowList
            rows={fields}
            rowName="Relative"
            max={MAX_RELATIVES}
            onAdd={() => {
              append(emptyRelative());
            }}
            onRemove={remove}
            renderRow={(index) => (
              <FieldGrid columns={3}>
                <FormTextField name={`relatives.${index}.name`} control={control} label="Name" />
                <FormTextField
                  name={`relatives.${index}.department`}
                  control={control}
                  label="Department"
                />
                <FormTextField
                  name={`relatives.${index}.relationship`}
                  control={control}
                  label="Relationship"
                />
              </FieldGrid>
            )}
          />
        </Box>
      )}
    </SectionCard>
  );
}
