import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { StatusChangeEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import { Pagination } from '../../common/pagination.js';
import { StoredFile } from '../files/files.types.js';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';
import {
  applicationDocumentKind,
  applicationStatus,
  type ApplicationDocumentKind as DocumentKindValue,
  type ApplicationStatus as StatusValue,
} from './applications.table.js';

export const ApplicationStatus = enumOf(applicationStatus.enumValues);
export const ApplicationDocumentKind = enumOf(applicationDocumentKind.enumValues);
registerEnumType(ApplicationStatus, {
  name: 'ApplicationStatus',
  description: 'Where an application is in the hiring pipeline (A§4).',
});
registerEnumType(ApplicationDocumentKind, {
  name: 'ApplicationDocumentKind',
  description: 'What an attached file is for.',
});

@ObjectType({ description: 'A relative working at the university.' })
export class Relative {
  @Field()
  name: string;

  @Field()
  department: string;

  @Field()
  relationship: string;
}

@ObjectType({ description: 'A seminar, training or conference attended.' })
export class Seminar {
  @Field()
  title: string;

  @Field()
  sponsoringAgency: string;

  @Field()
  inclusiveDate: string;

  @Field()
  place: string;
}

@ObjectType({ description: 'A file attached to an application.' })
export class ApplicationDocument {
  @Field(() => ApplicationDocumentKind)
  kind: DocumentKindValue;

  @Field(() => StoredFile)
  file: StoredFile;
}

@ObjectType({ description: 'One step of an application’s history (the audit trail).' })
export class ApplicationEvent extends StatusChangeEntry(ApplicationStatus, {
  fromStatus: 'Null for the submission itself.',
  actorName: 'Who made the change; null once that account is deleted.',
}) {}

@ObjectType({ description: 'A scholarship application (A§3).' })
export class Application {
  @Field(() => ID)
  id: string;

  @Field(() => ApplicationPosition)
  position: ApplicationPosition;

  @Field(() => ApplicationStatus)
  status: StatusValue;

  @Field(() => Int, { description: 'Bumped by every change; pass it back as expectedVersion.' })
  version: number;

  @Field()
  submittedAt: Date;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => Int)
  age: number;

  @Field()
  citizenship: string;

  @Field()
  gender: string;

  @Field()
  civilStatus: string;

  @Field()
  homeAddress: string;

  @Field(() => String, { nullable: true })
  homeStreet: string | null;

  @Field()
  homeBarangay: string;

  @Field()
  homeCity: string;

  @Field()
  homeProvince: string;

  @Field()
  baguioAddress: string;

  @Field(() => String, { nullable: true })
  baguioStreet: string | null;

  @Field()
  baguioBarangay: string;

  @Field()
  baguioCity: string;

  @Field()
  homeContact: string;

  @Field()
  baguioContact: string;

  @Field(() => String, { nullable: true })
  fatherName: string | null;

  @Field()
  fatherNameUnknown: boolean;

  @Field(() => String, { nullable: true })
  fatherOccupation: string | null;

  @Field()
  fatherOccupationUnknown: boolean;

  @Field(() => String, { nullable: true })
  motherName: string | null;

  @Field()
  motherNameUnknown: boolean;

  @Field(() => String, { nullable: true })
  motherOccupation: string | null;

  @Field()
  motherOccupationUnknown: boolean;

  @Field()
  emergencyContact: string;

  @Field()
  emergencyContactNumber: string;

  @Field()
  hasRelativeWorking: boolean;

  @Field(() => [Relative])
  relatives: Relative[];

  @Field(() => String, { nullable: true })
  elementary: string | null;

  @Field(() => String, { nullable: true })
  elementaryYears: string | null;

  @Field(() => String, { nullable: true })
  highSchool: string | null;

  @Field(() => String, { nullable: true })
  highSchoolYears: string | null;

  @Field(() => String, { nullable: true })
  college: string | null;

  @Field(() => String, { nullable: true })
  collegeYears: string | null;

  @Field(() => String, { nullable: true })
  others: string | null;

  @Field(() => String, { nullable: true })
  othersYears: string | null;

  @Field(() => [Seminar])
  seminars: Seminar[];

  @Field()
  agreedToTerms: boolean;

  @Field()
  conformity: boolean;

  @Field()
  parentGuardianName: string;

  @Field()
  parentConsent: boolean;

  @Field(() => String, { nullable: true })
  hrComments: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'YYYY-MM-DD, in the university’s time zone.',
  })
  interviewDate: string | null;

  @Field(() => String, { nullable: true, description: 'HH:MM, 24-hour.' })
  interviewTime: string | null;

  @Field(() => String, { nullable: true })
  interviewLocation: string | null;

  @Field(() => String, { nullable: true })
  interviewNotes: string | null;
}

@ObjectType({ description: 'One page of applications with the spec’s pagination fields.' })
export class ApplicationPage {
  @Field(() => [Application])
  applications: Application[];

  @Field(() => Pagination)
  pagination: Pagination;
}

@ObjectType({ description: 'A rendered e-mail, for previews.' })
export class MailPreview {
  @Field()
  subject: string;

  @Field({ description: 'The plain-text body.' })
  text: string;
}

@InputType({ description: 'Filters of the staff list; all optional and combined.' })
export class ApplicationFilter {
  @Field(() => ApplicationStatus, { nullable: true })
  @IsOptional()
  @IsIn(applicationStatus.enumValues)
  status?: StatusValue;

  @Field(() => ApplicationPosition, { nullable: true })
  @IsOptional()
  @IsIn(applicationPosition.enumValues)
  position?: ApplicationPosition;

  // Its length is checked by the service, which both transports share.
  @Field({ nullable: true, description: 'Part of the applicant’s name or e-mail address.' })
  @IsOptional()
  @IsString()
  search?: string;
}
