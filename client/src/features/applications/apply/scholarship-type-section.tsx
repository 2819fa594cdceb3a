import { POSITION_LABELS } from '@/components/application-labels';
import type { ApplicationControl } from '@/features/applications/apply/application-schema';
import { POSITIONS } from '@/features/applications/apply/application-values';
import { FormRadioGroup } from '@/features/applications/apply/form-radio-group';
import { SectionCard } from '@/components/section-card';

const OPTIONS = POSITIONS.map((value) => ({ value, label: POSITION_LABELS[value] }));

export function ScholarshipTypeSection({ control }: { control: ApplicationControl }) {
  return (
    <SectionCard title="Type of Scholarship">
      <FormRadioGroup
        name="position"
        control={control}
        label="Scholarship applied for"
        options={OPTIONS}
      />
    </SectionCard>
  );
}
