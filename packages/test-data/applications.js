// Scholarship applications (A§2.1): a valid form in the GraphQL input shape,
// the pieces tests and journeys vary, and the REST facade's text encoding.

export const HOME_ADDRESS = Object.freeze({
  homeAddress: '123 Rizal Street',
  homeBarangay: 'San Isidro',
  homeCity: 'La Trinidad',
  homeProvince: 'Benguet',
});

export const BAGUIO_ADDRESS = Object.freeze({
  baguioAddress: '45 Session Road',
  baguioBarangay: 'Session Road Area',
  baguioCity: 'Baguio City',
});

export const RELATIVE = Object.freeze({
  name: 'Rosa Cruz',
  department: 'Registrar',
  relationship: 'Aunt',
});

export const SEMINAR = Object.freeze({
  title: 'Leadership Seminar',
  sponsoringAgency: 'Student Council',
  inclusiveDate: 'March 3-5, 2024',
  place: 'Baguio City',
});

export const ELEMENTARY = Object.freeze({
  elementary: 'Baguio Central School',
  elementaryYears: '2010-2016',
});

export function applicationForm(overrides = {}) {
  return {
    position: 'student_assistant',
    firstName: 'Maria',
    lastName: 'Santos',
    age: 19,
    citizenship: 'Filipino',
    gender: 'Female',
    civilStatus: 'Single',
    ...HOME_ADDRESS,
    ...BAGUIO_ADDRESS,
    homeContact: '09171234567',
    baguioContact: '09171234567',
    fatherName: 'Jose Santos',
    fatherOccupation: 'Farmer',
    motherName: 'Ana Santos',
    motherOccupation: 'Teacher',
    emergencyContact: 'Ana Santos',
    emergencyContactNumber: '09181234567',
    hasRelativeWorking: false,
    relatives: [],
    seminars: [],
    agreedToTerms: true,
    conformity: true,
    parentGuardianName: 'Ana Santos',
    parentConsent: true,
    ...overrides,
  };
}

export function multipartFields(form) {
  const fields = {};
  for (const [name, value] of Object.entries(form)) {
    // undefined is how a test leaves a field out.
    if (value === undefined) continue;
    fields[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}
