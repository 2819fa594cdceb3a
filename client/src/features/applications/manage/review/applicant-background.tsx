import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { DetailList, ReviewSection } from '@/features/applications/manage/review/detail-list';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';

function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

function schoolValue(name: string | null | undefined, years: string | null | undefined) {
  if (!name) return '';
  return years ? `${name} (${years})` : name;
}

function None({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A§2.1 form sections Relative Information to the Parent/Guardian's Consent. */
export function ApplicantBackground({ application: a }: { application: StaffApplicationDetail }) {
  return (
    <>
      <ReviewSection title="Relative Information">
        {a.hasRelativeWorking && a.relatives.length > 0 ? (
          <Stack spacing={2}>
            {a.relatives.map((relative, index) => (
              <DetailList
                key={index}
                details={[
                  { label: `Relative ${String(index + 1)}`, value: relative.name },
                  {
                    label: 'Department and relationship',
                    value: `${relative.department} · ${relative.relationship}`,
                  },
                ]}
              />
            ))}
          </Stack>
        ) : (
          <None>No relative working at the university.</None>
        )}
      </ReviewSection>
      <ReviewSection title="Educational Background">
        <DetailList
          details={[
            { label: 'Elementary', value: schoolValue(a.elementary, a.elementaryYears) },
            { label: 'High school', value: schoolValue(a.highSchool, a.highSchoolYears) },
            { label: 'College', value: schoolValue(a.college, a.collegeYears) },
            { label: 'Others', value: schoolValue(a.others, a.othersYears) },
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Seminars, Trainings and Conferences">
        {a.seminars.length > 0 ? (
          <Stack spacing={2}>
            {a.seminars.map((seminar, index) => (
              <DetailList
                key={index}
                details={[
                  { label: `Seminar ${String(index + 1)}`, value: seminar.title },
                  { label: 'Sponsoring agency', value: seminar.sponsoringAgency },
                  { label: 'Inclusive date', value: seminar.inclusiveDate },
                  { label: 'Place', value: seminar.place },
                ]}
              />
            ))}
          </Stack>
        ) : (
          <None>None listed.</None>
        )}
      </ReviewSection>
      <ReviewSection title="Agreement and Parent/Guardian's Consent">
        <DetailList
          details={[
            { label: 'Agreed to the terms', value: yesNo(a.agreedToTerms) },
            { label: 'Confirmed the information is true', value: yesNo(a.conformity) },
            { label: 'Parent/guardian', value: a.parentGuardianName },
            { label: 'Parent/guardian consent', value: yesNo(a.parentConsent) },
          ]}
        />
      </ReviewSection>
    </>
  );
}
