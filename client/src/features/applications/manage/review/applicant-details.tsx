import { POSITION_LABELS } from '@/components/application-labels';
import { formatDateTime } from '@/lib/format-date';
import { DetailList, ReviewSection } from '@/features/applications/manage/review/detail-list';
import type { StaffApplicationDetail } from '@/features/applications/manage/review/use-application-review';

const NOT_APPLICABLE = 'Unknown / Not Applicable';

/** The parts of an address that were given, comma-separated. */
function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter(Boolean).join(', ');
}

function parentValue(value: string | null | undefined, unknown: boolean): string {
  return unknown ? NOT_APPLICABLE : (value ?? '');
}

/** A§2.1 form sections Type of Scholarship to Parents and Emergency Contact. */
export function ApplicantDetails({ application: a }: { application: StaffApplicationDetail }) {
  return (
    <>
      <ReviewSection title="Personal Information">
        <DetailList
          details={[
            { label: 'Scholarship', value: POSITION_LABELS[a.position] },
            { label: 'Submitted', value: formatDateTime(a.submittedAt) },
            { label: 'First name', value: a.firstName },
            { label: 'Last name', value: a.lastName },
            { label: 'Age', value: a.age },
            { label: 'Gender', value: a.gender },
            { label: 'Civil status', value: a.civilStatus },
            { label: 'Citizenship', value: a.citizenship },
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Address">
        <DetailList
          details={[
            {
              label: 'Home address',
              value: joined(
                a.homeAddress,
                a.homeStreet,
                a.homeBarangay,
                a.homeCity,
                a.homeProvince,
              ),
            },
            {
              label: 'Baguio/Benguet address',
              value: joined(a.baguioAddress, a.baguioStreet, a.baguioBarangay, a.baguioCity),
            },
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Contact">
        <DetailList
          details={[
            { label: 'E-mail', value: a.email },
            { label: 'Home contact', value: a.homeContact },
            { label: 'Baguio/Benguet contact', value: a.baguioContact },
          ]}
        />
      </ReviewSection>
      <ReviewSection title="Parents and Emergency Contact">
        <DetailList
          details={[
            { label: "Father's name", value: parentValue(a.fatherName, a.fatherNameUnknown) },
            {
              label: "Father's occupation",
              value: parentValue(a.fatherOccupation, a.fatherOccupationUnknown),
            },
            { label: "Mother's name", value: parentValue(a.motherName, a.motherNameUnknown) },
            {
              label: "Mother's occupation",
              value: parentValue(a.motherOccupation, a.motherOccupationUnknown),
            },
            { label: 'Emergency contact', value: a.emergencyContact },
            { label: 'Emergency contact number', value: a.emergencyContactNumber },
          ]}
        />
      </ReviewSection>
    </>
  );
}
