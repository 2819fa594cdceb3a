import { FormTextField } from '@/components/form-text-field';
import type { ApplicationControl } from '@/features/applications/apply/application-schema';
import { FieldGrid } from '@/features/applications/apply/field-grid';
import { SectionCard } from '@/components/section-card';

const LEVELS = [
  ['elementary', 'elementaryYears', 'Elementary'],
  ['highSchool', 'highSchoolYears', 'High School'],
  ['college', 'collegeYears', 'College'],
  ['others', 'othersYears', 'Others'],
] as const;

export function EducationSection({ control }: { control: ApplicationControl }) {
  return (
    <SectionCard
      title="Educational Background"
      description="Optional: school name and years attended."
    >
      <FieldGrid>
        {LEVELS.map(([school, years, label]) => [
          <FormTextField key={school} name={school} control={control} label={label} />,
          <FormTextField
            key={years}
            name={years}
            control={control}
            label={`${label} Years Attended`}
            placeholder="e.g. 2015-2021"
          />,
        ])}
      </FieldGrid>
    </SectionCard>
  );
}
