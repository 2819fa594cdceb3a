import { FormTextField } from '@/components/form-text-field';
import type { ApplicationControl } from '@/features/applications/apply/application-schema';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { SectionCard } from '@/components/section-card';

export function ContactSection({ control }: { control: ApplicationControl }) {
  return (
    <SectionCard title="Contact">
      <FieldGrid>
        <FormTextField
          name="homeContact"
          control={control}
          label="Home Contact Number"
          type="tel"
          autoComplete="tel"
          required
        />
        <FormTextField
          name="baguioContact"
          control={control}
          label="Baguio/Benguet Contact Number"
          type="tel"
          required
        />
      </FieldGrid>
    </SectionCard>
  );
}
