import FormHelperText from '@mui/material/FormHelperText';
import { useEffect } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';

import { FormTextField } from '@/components/form-text-field';
import type { ApplicationForm } from '@/features/applications/apply/application-schema';
import { emptySeminar } from '@/features/applications/apply/application-values';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { FormRowList } from '@/features/applications/apply/form-row-list';
import { SectionCard } from '@/components/section-card';

const MAX_SEMINARS = 20;

/** A§2.1 Seminars/Trainings/Conferences: a started row needs all four fields; blank rows are left out. */
export function SeminarsSection({ form }: { form: ApplicationForm }) {
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'seminars' });
  const { errors } = useFormState({ control, name: 'seminars' });

  // A row's message belongs to the row, not one field: check the rows again as they change.
  useEffect(() => {
    const subscription = form.watch((_, { name }) => {
      if (name?.startsWith('seminars') && form.formState.isSubmitted) void form.trigger('seminars');
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [form]);

  return (
    <SectionCard
      title="Seminars/Trainings/Conferences"
      description="Optional: leave a row empty to skip it."
    >
      <FormRowList
        rows={fields}
        rowName="Seminar"
        max={MAX_SEMINARS}
        onAdd={() => {
          append(emptySeminar());
        }}
        onRemove={remove}
        renderRow={(index) => {
          const message = errors.seminars?.[index]?.message;
          return (
            <>
              <FieldGrid>
                <FormTextField name={`seminars.${index}.title`} control={control} label="Title" />
                <FormTextField
                  name={`seminars.${index}.sponsoringAgency`}
                  control={control}
                  label="Sponsoring Agency"
                />
                <FormTextField
                  name={`seminars.${index}.inclusiveDate`}
                  control={control}
                  label="Inclusive Date"
                  placeholder="e.g. March 3-5, 2024"
                />
                <FormTextField name={`seminars.${index}.place`} control={control} label="Place" />
              </FieldGrid>
              {message && <FormHelperText error>{message}</FormHelperText>}
            </>
          );
        }}
      />
    </SectionCard>
  );
}
