import type { ApplicationFormValues } from '@/features/applications/apply/application-schema';
import type { ApplicationPosition, SubmitApplicationInput } from '@/gql/graphql';

// A§5 "Application form": its choices, summaries, blank values and variables, in the
// server's words; apart from its schema (application-schema.ts), which loads with Zod
// on the form's first validation.

export const POSITIONS = ['student_assistant', 'student_marshal'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const CIVIL_STATUSES = ['Single', 'Married', 'Widowed', 'Separated'] as const;

export const FORM_SUMMARY = 'Please fill in all required fields.';
export const PHOTO_SUMMARY = 'Please upload your 2x2 picture before submitting.';
export const RELATIVES_SUMMARY = 'Please provide at least one relative with all fields filled.';

export const SEMINAR_FIELDS = ['title', 'sponsoringAgency', 'inclusiveDate', 'place'] as const;

export function seminarMessage(rowNumber: number): string {
  return `Seminar #${String(rowNumber)}: Please fill in all fields (Title, Sponsoring Agency, Inclusive Date, Place).`;
}

export const emptyRelative = () => ({ name: '', department: '', relationship: '' });
export const emptySeminar = () => ({
  title: '',
  sponsoringAgency: '',
  inclusiveDate: '',
  place: '',
});

export function defaultApplicationValues(names: {
  firstName: string;
  lastName: string;
}): ApplicationFormValues {
  return {
    position: '',
    ...names,
    age: '',
    citizenship: '',
    gender: '',
    civilStatus: '',
    homeAddress: '',
    homeStreet: '',
    homeBarangay: '',
    homeCity: '',
    homeProvince: '',
    baguioAddress: '',
    baguioStreet: '',
    baguioBarangay: '',
    baguioCity: '',
    homeContact: '',
    baguioContact: '',
    fatherName: '',
    fatherNameUnknown: false,
    fatherOccupation: '',
    fatherOccupationUnknown: false,
    motherName: '',
    motherNameUnknown: false,
    motherOccupation: '',
    motherOccupationUnknown: false,
    emergencyContact: '',
    emergencyContactNumber: '',
    hasRelativeWorking: false,
    relatives: [emptyRelative()],
    elementary: '',
    elementaryYears: '',
    highSchool: '',
    highSchoolYears: '',
    college: '',
    collegeYears: '',
    others: '',
    othersYears: '',
    seminars: [emptySeminar()],
    profilePhoto: null,
    certificates: [],
    agreedToTerms: false,
    conformity: false,
    parentGuardianName: '',
    parentId: null,
    parentConsent: false,
  };
}

const blankToUndefined = (value: string) => value || undefined;

/**
 * The mutation's variables, blank optional texts left out. Relative and seminar rows go
 * as they are (the server drops blank ones), so its `seminars.N` errors name the same rows.
 */
export function toSubmitVariables(form: ApplicationFormValues) {
  const {
    profilePhoto,
    certificates,
    parentId,
    relatives,
    seminars,
    homeStreet,
    baguioStreet,
    elementary,
    elementaryYears,
    highSchool,
    highSchoolYears,
    college,
    collegeYears,
    others,
    othersYears,
    ...fields
  } = form;
  const input: SubmitApplicationInput = {
    ...fields,
    position: fields.position as ApplicationPosition,
    age: Number(fields.age),
    fatherName: form.fatherNameUnknown ? undefined : form.fatherName,
    fatherOccupation: form.fatherOccupationUnknown ? undefined : form.fatherOccupation,
    motherName: form.motherNameUnknown ? undefined : form.motherName,
    motherOccupation: form.motherOccupationUnknown ? undefined : form.motherOccupation,
    homeStreet: blankToUndefined(homeStreet),
    baguioStreet: blankToUndefined(baguioStreet),
    elementary: blankToUndefined(elementary),
    elementaryYears: blankToUndefined(elementaryYears),
    highSchool: blankToUndefined(highSchool),
    highSchoolYears: blankToUndefined(highSchoolYears),
    college: blankToUndefined(college),
    collegeYears: blankToUndefined(collegeYears),
    others: blankToUndefined(others),
    othersYears: blankToUndefined(othersYears),
    relatives: form.hasRelativeWorking ? relatives : [],
    seminars,
  };
  // Both files are checked by the schema before this runs.
  return {
    input,
    profilePhoto: profilePhoto ?? undefined,
    certificates,
    parentId: parentId ?? undefined,
  };
}
