import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, UseFormReturn } from 'react-hook-form';

import {
  CIVIL_STATUSES,
  GENDERS,
  POSITIONS,
  SEMINAR_FIELDS,
  seminarMessage,
} from '@/features/applications/apply/application-values';
import { z } from '@/lib/zod';

// A§5 "Application form": the rules and words of the server's SubmitApplicationInput
// and checkApplication, so both sides say the same thing. Loaded with Zod on the
// form's first validation; what the page draws with is in application-values.ts.

const MAX_TEXT = 200;
const tooLong = `Must be at most ${String(MAX_TEXT)} characters`;

const text = (min: number, message: string) =>
  z.string().check(z.trim(), z.minLength(min, message), z.maxLength(MAX_TEXT, tooLong));
const optionalText = z.string().check(z.trim(), z.maxLength(MAX_TEXT, tooLong));

// No transforms: the form's values and the schema's output are one type (react-hook-form's
// shared controls take one), and toSubmitVariables converts once the values are valid.
const choice = (values: readonly string[], message: string) =>
  z.string().check(z.refine((value) => values.includes(value), message));

const requiredFile = (message: string) =>
  z.nullable(z.instanceof(File)).check(z.refine((file) => Boolean(file), message));

/** The age's one message, as the server words it (SubmitApplicationInput). */
export function ageProblem(age: string): string | undefined {
  if (age === '') return 'Age is required';
  if (!/^\d+$/.test(age)) return 'Age must be a number';
  if (Number(age) < 15) return 'Age must be at least 15';
  if (Number(age) > 30) return 'Age must be under 30';
  return undefined;
}

const relativeSchema = z.object({
  name: optionalText,
  department: optionalText,
  relationship: optionalText,
});

const seminarSchema = z.object({
  title: optionalText,
  sponsoringAgency: optionalText,
  inclusiveDate: optionalText,
  place: optionalText,
});

const PARENT_FIELDS = [
  ['fatherName', 'fatherNameUnknown', "Father's name is required"],
  ['fatherOccupation', 'fatherOccupationUnknown', "Father's occupation is required"],
  ['motherName', 'motherNameUnknown', "Mother's name is required"],
  ['motherOccupation', 'motherOccupationUnknown', "Mother's occupation is required"],
] as const;

export type ParentField = (typeof PARENT_FIELDS)[number][0];

const applicationSchema = z
  .object({
    position: choice(POSITIONS, 'Please select a position'),
    firstName: text(2, 'First name must be at least 2 characters'),
    lastName: text(2, 'Last name must be at least 2 characters'),
    // One message at a time; an aborting check would also skip the cross-field rules below.
    age: z.string().check(
      z.trim(),
      z.superRefine((age, context) => {
        const message = ageProblem(age);
        if (message) context.addIssue({ code: 'custom', message });
      }),
    ),
    citizenship: text(2, 'Citizenship is required'),
    gender: choice(GENDERS, 'Gender is required'),
    civilStatus: choice(CIVIL_STATUSES, 'Civil status is required'),
    homeAddress: text(5, 'Home address is required'),
    homeStreet: optionalText,
    homeBarangay: text(2, 'Barangay is required'),
    homeCity: text(2, 'City/Municipality is required'),
    homeProvince: text(2, 'Province is required'),
    baguioAddress: text(5, 'Baguio/Benguet address is required'),
    baguioStreet: optionalText,
    baguioBarangay: text(2, 'Barangay is required'),
    baguioCity: text(2, 'City/Municipality is required'),
    homeContact: text(10, 'Contact number must be at least 10 characters'),
    baguioContact: text(10, 'Contact number must be at least 10 characters'),
    fatherName: optionalText,
    fatherNameUnknown: z.boolean(),
    fatherOccupation: optionalText,
    fatherOccupationUnknown: z.boolean(),
    motherName: optionalText,
    motherNameUnknown: z.boolean(),
    motherOccupation: optionalText,
    motherOccupationUnknown: z.boolean(),
    emergencyContact: text(2, 'Emergency contact name is required'),
    emergencyContactNumber: text(10, 'Emergency contact number must be at least 10 characters'),
    hasRelativeWorking: z.boolean(),
    relatives: z.array(relativeSchema),
    elementary: optionalText,
    elementaryYears: optionalText,
    highSchool: optionalText,
    highSchoolYears: optionalText,
    college: optionalText,
    collegeYears: optionalText,
    others: optionalText,
    othersYears: optionalText,
    seminars: z.array(seminarSchema),
    profilePhoto: requiredFile('2x2 picture is required'),
    certificates: z.array(z.instanceof(File)),
    agreedToTerms: z
      .boolean()
      .check(z.refine(Boolean, 'You must agree to the terms and conditions')),
    conformity: z
      .boolean()
      .check(z.refine(Boolean, 'You must confirm that the information provided is true')),
    parentGuardianName: text(2, "Parent/guardian's full name is required"),
    parentId: requiredFile('A valid ID of your parent/guardian is required'),
    parentConsent: z.boolean().check(z.refine(Boolean, 'Parent/guardian consent is required')),
  })
  .check(
    z.superRefine((form, context) => {
      for (const [field, unknownFlag, message] of PARENT_FIELDS) {
        if (!form[unknownFlag] && form[field].length < 2) {
          context.addIssue({ code: 'custom', path: [field], message });
        }
      }
      if (form.hasRelativeWorking) {
        const first = form.relatives[0];
        if (!first?.name) {
          context.addIssue({
            code: 'custom',
            path: ['relatives', 0, 'name'],
            message: "Relative's name is required",
          });
        }
        if (!first?.department) {
          context.addIssue({
            code: 'custom',
            path: ['relatives', 0, 'department'],
            message: "Relative's department is required",
          });
        }
        if (!first?.relationship) {
          context.addIssue({
            code: 'custom',
            path: ['relatives', 0, 'relationship'],
            message: "Relative's relationship is required",
          });
        }
      }
      form.seminars.forEach((row, index) => {
        const filled = SEMINAR_FIELDS.filter((field) => row[field]).length;
        if (filled > 0 && filled < SEMINAR_FIELDS.length) {
          context.addIssue({
            code: 'custom',
            path: ['seminars', index],
            message: seminarMessage(index + 1),
          });
        }
      });
    }),
  );

export type ApplicationSchema = typeof applicationSchema;
export type ApplicationFormValues = z.output<ApplicationSchema>;
export type ApplicationControl = Control<ApplicationFormValues>;
export type ApplicationForm = UseFormReturn<ApplicationFormValues>;

export const applicationResolver = zodResolver(applicationSchema);
