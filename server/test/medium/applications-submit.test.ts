import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { applicationForm } from '@sasm/test-data';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import {
  ALREADY_ACTIVE,
  ApplicationsService,
} from '../../src/modules/applications/applications.service.js';
import { applicationRowCounts, fixture, storedFileCount } from '../support/applications.js';
import { createUser } from '../support/factories.js';
import { createServiceContext, type ServiceContext } from '../support/service-context.js';
import { applicationUploads, submitApplication } from './factories.js';
import { refusalOf } from './refusals.js';

describe(`${ApplicationsService.name} submission (services on a database)`, () => {
  let ctx: ServiceContext;
  let sut: ApplicationsService;

  beforeAll(async () => {
    ctx = await createServiceContext();
    sut = ctx.get<ApplicationsService>(ApplicationsService);
  });

  afterAll(() => ctx.close());

  describe('the rules of A§5', () => {
    // [what is wrong, the form override, the field, the message]
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['no position', { position: undefined }, 'position', 'Please select a position'],
      [
        'a one-letter first name',
        { firstName: 'M' },
        'firstName',
        'First name must be at least 2 characters',
      ],
      [
        'a one-letter last name',
        { lastName: 'S' },
        'lastName',
        'Last name must be at least 2 characters',
      ],
      ['age 14', { age: 14 }, 'age', 'Age must be at least 15'],
      ['age 31', { age: 31 }, 'age', 'Age must be under 30'],
      ['no gender', { gender: '' }, 'gender', 'Gender is required'],
      ['an unknown gender', { gender: 'Robot' }, 'gender', 'Gender is required'],
      [
        'no civil status',
        { civilStatus: 'Complicated' },
        'civilStatus',
        'Civil status is required',
      ],
      ['a short home address', { homeAddress: '12' }, 'homeAddress', 'Home address is required'],
      ['no home barangay', { homeBarangay: ' ' }, 'homeBarangay', 'Barangay is required'],
      ['no home city', { homeCity: 'x' }, 'homeCity', 'City/Municipality is required'],
      ['no home province', { homeProvince: '' }, 'homeProvince', 'Province is required'],
      [
        'a short Baguio address',
        { baguioAddress: 'abc' },
        'baguioAddress',
        'Baguio/Benguet address is required',
      ],
      ['no Baguio barangay', { baguioBarangay: '' }, 'baguioBarangay', 'Barangay is required'],
      ['no Baguio city', { baguioCity: '' }, 'baguioCity', 'City/Municipality is required'],
      [
        'a 9-digit home contact',
        { homeContact: '091712345' },
        'homeContact',
        'Contact number must be at least 10 characters',
      ],
      [
        'a 9-digit Baguio contact',
        { baguioContact: '091712345' },
        'baguioContact',
        'Contact number must be at least 10 characters',
      ],
      ['no citizenship', { citizenship: 'F' }, 'citizenship', 'Citizenship is required'],
      [
        'no emergency contact',
        { emergencyContact: '' },
        'emergencyContact',
        'Emergency contact name is required',
      ],
      [
        'a short emergency number',
        { emergencyContactNumber: '12345' },
        'emergencyContactNumber',
        'Emergency contact number must be at least 10 characters',
      ],
      ["a blank father's name", { fatherName: '  J ' }, 'fatherName', "Father's name is required"],
      [
        "no father's occupation",
        { fatherOccupation: '' },
        'fatherOccupation',
        "Father's occupation is required",
      ],
      ["no mother's name", { motherName: undefined }, 'motherName', "Mother's name is required"],
      [
        "no mother's occupation",
        { motherOccupation: 'x' },
        'motherOccupation',
        "Mother's occupation is required",
      ],
      [
        'terms not agreed',
        { agreedToTerms: false },
        'agreedToTerms',
        'You must agree to the terms and conditions',
      ],
      [
        'no conformity',
        { conformity: false },
        'conformity',
        'You must confirm that the information provided is true',
      ],
      [
        'no parent consent',
        { parentConsent: false },
        'parentConsent',
        'Parent/guardian consent is required',
      ],
      [
        'no parent name',
        { parentGuardianName: '' },
        'parentGuardianName',
        "Parent/guardian's full name is required",
      ],
      [
        'a relative declared but not named',
        {
          hasRelativeWorking: true,
          relatives: [{ name: '', department: 'Library', relationship: 'Aunt' }],
        },
        'relatives.0.name',
        "Relative's name is required",
      ],
      [
        'a relative without department',
        {
          hasRelativeWorking: true,
          relatives: [{ name: 'Rosa', department: '', relationship: 'Aunt' }],
        },
        'relatives.0.department',
        "Relative's department is required",
      ],
      [
        'a relative without relationship',
        { hasRelativeWorking: true, relatives: [] },
        'relatives.0.relationship',
        "Relative's relationship is required",
      ],
      [
        'a relative declared, none given',
        { hasRelativeWorking: true, relatives: [] },
        'relatives',
        'Please provide at least one relative with all fields filled.',
      ],
      [
        'a half-filled second seminar',
        {
          seminars: [
            { title: 'A', sponsoringAgency: 'B', inclusiveDate: 'C', place: 'D' },
            { title: 'First aid' },
          ],
        },
        'seminars',
        'Seminar #2: Please fill in all fields (Title, Sponsoring Agency, Inclusive Date, Place).',
      ],
    ];

    it.each(cases)('rejects %s with its message', async (_what, override, field, message) => {
      const student = await createUser(ctx);

      const refused = await refusalOf(submitApplication(ctx, student, override));

      expect(refused.code).toBe('BAD_USER_INPUT');
      expect(refused.fields?.[field]).toBe(message);
    });

    it('asks for the 2x2 picture and the parent ID when they are missing', async () => {
      const student = await createUser(ctx);

      const refused = await refusalOf(
        sut.submit(student, async () => ({
          input: applicationForm(),
          uploads: { certificates: [] },
        })),
      );

      expect(refused.fields).toMatchObject({
        profilePhoto: '2x2 picture is required',
        parentId: 'A valid ID of your parent/guardian is required',
      });
    });

    it("accepts unknown parents' fields left blank and drops empty seminar rows", async () => {
      const student = await createUser(ctx);

      const row = await submitApplication(ctx, student, {
        fatherName: '',
        fatherNameUnknown: true,
        fatherOccupation: 'Driver',
        fatherOccupationUnknown: true,
        seminars: [
          { title: '', sponsoringAgency: '', inclusiveDate: '', place: '' },
          {
            title: 'First Aid',
            sponsoringAgency: 'Red Cross',
            inclusiveDate: 'May 2026',
            place: 'Baguio',
          },
        ],
      });

      expect(row).toMatchObject({
        fatherName: null,
        fatherNameUnknown: true,
        fatherOccupation: null,
        seminars: [{ title: 'First Aid' }],
      });
    });
  });

  describe('refusals', () => {
    it('refuses a second active application, storing nothing', async () => {
      const student = await createUser(ctx);
      await submitApplication(ctx, student);
      const before = { rows: await applicationRowCounts(ctx), stored: storedFileCount(ctx) };

      const refused = await refusalOf(submitApplication(ctx, student));

      expect(refused).toEqual({ code: 'CONFLICT', message: ALREADY_ACTIVE });
      expect(await applicationRowCounts(ctx)).toEqual(before.rows);
      expect(storedFileCount(ctx)).toBe(before.stored);
    });

    it('leaves no row and no file behind after a photo that is not an image', async () => {
      const student = await createUser(ctx);
      const before = { rows: await applicationRowCounts(ctx), stored: storedFileCount(ctx) };
      const notAPicture = {
        filename: 'not-a-picture.jpg',
        stream: Readable.from([readFileSync(fixture('not-a-picture.jpg'))]),
      };

      const refused = await refusalOf(
        sut.submit(student, async (receive) => {
          const uploads = await applicationUploads(student, receive);
          return {
            input: applicationForm(),
            uploads: {
              ...uploads,
              profilePhoto: await receive(notAPicture, 'profile_photo', 'profilePhoto'),
            },
          };
        }),
      );

      expect(refused.fields).toEqual({ profilePhoto: '2x2 picture must be a JPG or PNG image.' });
      expect(await applicationRowCounts(ctx)).toEqual(before.rows);
      expect(storedFileCount(ctx)).toBe(before.stored);
    });
  });
});
