export type Position = 'student_assistant' | 'student_marshal';

/** A relative working at the university (GraphQL `RelativeInput`). */
export interface Relative {
  name: string;
  department: string;
  relationship: string;
}

/** A seminar, training or conference row (GraphQL `SeminarInput`). */
export interface Seminar {
  title: string;
  sponsoringAgency: string;
  inclusiveDate: string;
  place: string;
}

/** The application form in the GraphQL input shape (`SubmitApplicationInput`, A§2.1). */
export interface ApplicationForm {
  position: Position;
  firstName: string;
  lastName: string;
  age: number;
  citizenship: string;
  gender: string;
  civilStatus: string;
  homeAddress: string;
  homeStreet?: string;
  homeBarangay: string;
  homeCity: string;
  homeProvince: string;
  baguioAddress: string;
  baguioStreet?: string;
  baguioBarangay: string;
  baguioCity: string;
  homeContact: string;
  baguioContact: string;
  fatherName?: string;
  fatherNameUnknown?: boolean;
  fatherOccupation?: string;
  fatherOccupationUnknown?: boolean;
  motherName?: string;
  motherNameUnknown?: boolean;
  motherOccupation?: string;
  motherOccupationUnknown?: boolean;
  emergencyContact: string;
  emergencyContactNumber: string;
  hasRelativeWorking: boolean;
  relatives: Relative[];
  elementary?: string;
  elementaryYears?: string;
  highSchool?: string;
  highSchoolYears?: string;
  college?: string;
  collegeYears?: string;
  others?: string;
  othersYears?: string;
  seminars: Seminar[];
  agreedToTerms: boolean;
  conformity: boolean;
  parentGuardianName: string;
  parentConsent: boolean;
}

/** 123 Rizal Street, San Isidro, La Trinidad, Benguet: the form's home address fields. */
export declare const HOME_ADDRESS: Readonly<
  Pick<ApplicationForm, 'homeAddress' | 'homeBarangay' | 'homeCity' | 'homeProvince'>
>;

/** 45 Session Road, Session Road Area, Baguio City: the form's Baguio address fields. */
export declare const BAGUIO_ADDRESS: Readonly<
  Pick<ApplicationForm, 'baguioAddress' | 'baguioBarangay' | 'baguioCity'>
>;

/** Rosa Cruz, the applicant's aunt at the Registrar: a complete relative row. */
export declare const RELATIVE: Readonly<Relative>;

/** A complete seminar row ("Leadership Seminar"). */
export declare const SEMINAR: Readonly<Seminar>;

/** Baguio Central School, 2010-2016: the form's optional elementary school fields. */
export declare const ELEMENTARY: Readonly<
  Required<Pick<ApplicationForm, 'elementary' | 'elementaryYears'>>
>;

/**
 * A complete, valid application form in the GraphQL input shape: Maria
 * Santos, 19, student assistant, parents Jose and Ana Santos, no relatives at
 * the university, no seminars, every consent given. A fresh object each call.
 *
 * `overrides` replace fields, and may break them on purpose (`{ age: 'nineteen' }`);
 * a field set to `undefined` is left out of {@link multipartFields}' result.
 * @example applicationForm({ position: 'student_marshal', ...ELEMENTARY, seminars: [SEMINAR] })
 */
export declare function applicationForm<Overrides extends object = Record<never, never>>(
  overrides?: Overrides,
): Omit<ApplicationForm, keyof Overrides> & Overrides;

/**
 * A form as multipart text fields, the way the spec's client sends them to
 * the REST facade (A§7): lists and objects as JSON, everything else as text,
 * `undefined` fields left out.
 * @example multipartFields({ age: 19, relatives: [] }) // { age: '19', relatives: '[]' }
 */
export declare function multipartFields(form: object): Record<string, string>;
