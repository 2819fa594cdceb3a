import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { ApplicationsService } from '../applications/applications.service.js';
import type { ApplicationStatus } from '../applications/applications.table.js';
import type { User } from '../users/users.table.js';
import { OfficesService } from '../offices/offices.service.js';
import { DemoDtr } from './demo-dtr.js';
import { UsersRepository } from '../users/users.repository.js';
import { certificatePdf, portraitPng } from './demo-documents.js';

interface Applicant {
  email: string;
  firstname: string;
  lastname: string;
  gender: string;
  position: 'student_assistant' | 'student_marshal';
  colour: [number, number, number];
  /** The way through the pipeline, after submission. */
  path: ApplicationStatus[];
  /** Code of the office of training, for a path through passed_interview. */
  office?: string;
  /** The DTR recorded for them: a month, or 126 confirmed hours (one day short of 130). */
  dtr?: 'month' | 'near_130';
}

const TRAINING: ApplicationStatus[] = ['under_review', 'interview_scheduled', 'passed_interview'];
const ACCEPTED: ApplicationStatus[] = [...TRAINING, 'hours_completed', 'accepted'];

const APPLICANTS: Applicant[] = [
  {
    email: 'andrea.bautista@demo.local',
    firstname: 'Andrea',
    lastname: 'Bautista',
    gender: 'Female',
    position: 'student_assistant',
    colour: [70, 110, 160],
    path: [],
  },
  {
    email: 'carlo.mendoza@demo.local',
    firstname: 'Carlo',
    lastname: 'Mendoza',
    gender: 'Male',
    position: 'student_marshal',
    colour: [60, 130, 90],
    path: [],
  },
  {
    email: 'bea.villanueva@demo.local',
    firstname: 'Bea',
    lastname: 'Villanueva',
    gender: 'Female',
    position: 'student_assistant',
    colour: [150, 80, 90],
    path: ['under_review'],
  },
  {
    email: 'miguel.torres@demo.local',
    firstname: 'Miguel',
    lastname: 'Torres',
    gender: 'Male',
    position: 'student_marshal',
    colour: [120, 100, 60],
    path: ['under_review', 'interview_scheduled'],
  },
  {
    email: 'liza.ramos@demo.local',
    firstname: 'Liza',
    lastname: 'Ramos',
    gender: 'Female',
    position: 'student_assistant',
    colour: [90, 90, 140],
    path: ['under_review', 'interview_scheduled', 'passed_interview'],
    office: 'library',
    dtr: 'near_130',
  },
  {
    email: 'paolo.garcia@demo.local',
    firstname: 'Paolo',
    lastname: 'Garcia',
    gender: 'Male',
    position: 'student_assistant',
    colour: [100, 60, 120],
    path: ['under_review', 'on_hold'],
  },
  {
    email: 'joy.aquino@demo.local',
    firstname: 'Joy',
    lastname: 'Aquino',
    gender: 'Female',
    position: 'student_marshal',
    colour: [140, 120, 70],
    path: [
      'under_review',
      'interview_scheduled',
      'passed_interview',
      'hours_completed',
      'accepted',
    ],
    office: 'registrar',
    dtr: 'month',
  },
  {
    email: 'rico.delacruz@demo.local',
    firstname: 'Rico',
    lastname: 'Dela Cruz',
    gender: 'Male',
    position: 'student_assistant',
    colour: [80, 80, 80],
    path: ['rejected'],
  },
  // Trainees and scholars in every office, each with a month of DTR.
  {
    email: 'marco.reyes@demo.local',
    firstname: 'Marco',
    lastname: 'Reyes',
    gender: 'Male',
    position: 'student_assistant',
    colour: [50, 100, 130],
    path: ACCEPTED,
    office: 'library',
    dtr: 'month',
  },
  {
    email: 'nina.castillo@demo.local',
    firstname: 'Nina',
    lastname: 'Castillo',
    gender: 'Female',
    position: 'student_marshal',
    colour: [130, 70, 110],
    path: TRAINING,
    office: 'registrar',
    dtr: 'month',
  },
  {
    email: 'ella.santos@demo.local',
    firstname: 'Ella',
    lastname: 'Santos',
    gender: 'Female',
    position: 'student_assistant',
    colour: [160, 110, 60],
    path: TRAINING,
    office: 'it',
    dtr: 'month',
  },
  {
    email: 'ben.flores@demo.local',
    firstname: 'Ben',
    lastname: 'Flores',
    gender: 'Male',
    position: 'student_marshal',
    colour: [70, 120, 120],
    path: ACCEPTED,
    office: 'it',
    dtr: 'month',
  },
];

/** The next weekday after today, as YYYY-MM-DD (close enough to "today or later" in any zone). */
function nextWeekday(): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const file = (filename: string, bytes: Buffer) => ({ filename, stream: Readable.from([bytes]) });

/**
 * Sample applications in every stage of the pipeline, made through the real
 * service (validation, file storage, history, notifications), so the staff
 * screens have something to show (ARCHITECTURE §3).
 */
@Injectable()
export class DemoApplications {
  constructor(
    private readonly applications: ApplicationsService,
    private readonly users: UsersRepository,
    private readonly offices: OfficesService,
    private readonly dtr: DemoDtr,
  ) {}

  /** Adds the sample applicants that are missing; `hr` makes the decisions. Returns how many. */
  async seed(passwordHash: string, hr: User): Promise<number> {
    let created = 0;
    for (const applicant of APPLICANTS) {
      if (await this.users.findByEmail(applicant.email)) continue;
      const user = await this.users.insert({
        email: applicant.email,
        firstname: applicant.firstname,
        lastname: applicant.lastname,
        gender: applicant.gender,
        role: 'student',
        verified: true,
        passwordHash,
      });
      if (!user) continue;
      await this.apply(user, applicant, hr);
      if (applicant.dtr) await this.dtr.record(applicant.email, applicant.dtr);
      created += 1;
    }
    return created;
  }

  private async apply(user: User, applicant: Applicant, hr: User): Promise<void> {
    const application = await this.applications.submit(user, async (receive) => ({
      input: this.form(applicant),
      uploads: {
        profilePhoto: await receive(
          file('photo.png', portraitPng(96, applicant.colour)),
          'profile_photo',
          'profilePhoto',
        ),
        certificates: [
          await receive(
            file(
              'leadership-seminar.pdf',
              certificatePdf(
                'Certificate of Participation',
                `${applicant.firstname} ${applicant.lastname} - Youth Leadership Seminar 2025`,
              ),
            ),
            'certificate',
            'certificates.0',
          ),
        ],
        parentId: await receive(
          file(
            'parent-id.pdf',
            certificatePdf(
              'Identification Card',
              `Parent of ${applicant.firstname} ${applicant.lastname}`,
            ),
          ),
          'parent_id',
          'parentId',
        ),
      },
    }));
    const office = (await this.offices.list()).find((o) => o.code === applicant.office);
    let version = application.version;
    for (const status of applicant.path) {
      const interview =
        status === 'interview_scheduled'
          ? {
              interviewDate: nextWeekday(),
              interviewTime: '10:00',
              interviewLocation: 'HR Office, Administration Building',
              interviewNotes: 'Bring your school ID.',
            }
          : {};
      const updated = await this.applications.updateStatus(hr, {
        id: application.id,
        status,
        expectedVersion: version,
        hrComments: status === 'rejected' ? 'The slots for this term are filled.' : undefined,
        officeId: status === 'passed_interview' ? office?.id : undefined,
        ...interview,
      });
      version = updated.version;
    }
  }

  private form(applicant: Applicant): Record<string, unknown> {
    return {
      position: applicant.position,
      firstName: applicant.firstname,
      lastName: applicant.lastname,
      age: 19,
      citizenship: 'Filipino',
      gender: applicant.gender,
      civilStatus: 'Single',
      homeAddress: '12 Magsaysay Avenue',
      homeBarangay: 'Poblacion',
      homeCity: 'La Trinidad',
      homeProvince: 'Benguet',
      baguioAddress: '8 Session Road',
      baguioBarangay: 'Session Road Area',
      baguioCity: 'Baguio City',
      homeContact: '09171234567',
      baguioContact: '09171234567',
      fatherName: `Jose ${applicant.lastname}`,
      fatherOccupation: 'Farmer',
      motherName: `Maria ${applicant.lastname}`,
      motherOccupation: 'Teacher',
      emergencyContact: `Maria ${applicant.lastname}`,
      emergencyContactNumber: '09181234567',
      hasRelativeWorking: false,
      relatives: [],
      elementary: 'La Trinidad Central School',
      elementaryYears: '2011-2017',
      highSchool: 'Benguet National High School',
      highSchoolYears: '2017-2023',
      seminars: [
        {
          title: 'Youth Leadership Seminar',
          sponsoringAgency: 'City Youth Office',
          inclusiveDate: 'March 2025',
          place: 'Baguio City',
        },
      ],
      agreedToTerms: true,
      conformity: true,
      parentGuardianName: `Maria ${applicant.lastname}`,
      parentConsent: true,
    };
  }
}
