import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID } from 'class-validator';
import { HistoryEntry } from '../../common/history/history.types.js';
import { enumOf } from '../../common/graphql-enum.js';
import { trimmed, VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import { StoredFile } from '../files/files.types.js';
import { REQUIREMENT_KEYS, type RequirementKey } from './requirement-documents.js';
import {
  requirementEventKind,
  requirementItemStatus,
  requirementSubmissionStatus,
  type RequirementEventKind as EventKindValue,
  type RequirementItemStatus as ItemStatusValue,
  type RequirementSubmissionStatus as SubmissionStatusValue,
} from './requirements.table.js';

export const RequirementDocumentKey = enumOf(REQUIREMENT_KEYS);
export const RequirementItemStatus = enumOf(requirementItemStatus.enumValues);
export const RequirementSubmissionStatus = enumOf(requirementSubmissionStatus.enumValues);
export const RequirementEventKind = enumOf(requirementEventKind.enumValues);
registerEnumType(RequirementDocumentKey, {
  name: 'RequirementDocumentKey',
  description:
    'The six documents of A§9, in order: Letter of Application; Resume/Curriculum Vitae; Photocopy of Recent Grades; Photocopy of Good Moral Certificate; Photocopy of Barangay Certificate of Indigency/BIR Tax Exemption Certificate of Parent or Guardian; Photocopy of Birth Certificate (NSO/PSA).',
});
registerEnumType(RequirementItemStatus, {
  name: 'RequirementItemStatus',
  description: 'submitted (waiting for HR), approved, or needs_reupload (see the note).',
});
registerEnumType(RequirementSubmissionStatus, {
  name: 'RequirementSubmissionStatus',
  description:
    'From the items: needs_reupload when any item does, approved when all six are, else submitted.',
});
registerEnumType(RequirementEventKind, {
  name: 'RequirementEventKind',
  description: 'submitted (first upload), reviewed (by HR), reuploaded (by the student).',
});

@ObjectType({ description: 'A past step of a requirement item, with the file it had then.' })
export class RequirementItemEvent extends HistoryEntry() {
  @Field(() => RequirementEventKind)
  kind: EventKindValue;

  @Field(() => RequirementItemStatus, { nullable: true })
  fromStatus: ItemStatusValue | null;

  @Field(() => RequirementItemStatus)
  toStatus: ItemStatusValue;

  @Field(() => String, { nullable: true, description: 'The reviewer’s note of a review.' })
  note: string | null;
}

@ObjectType({ description: 'One of the six documents of a submission and its review.' })
export class RequirementItem {
  @Field(() => ID)
  id: string;

  @Field(() => RequirementDocumentKey, { name: 'key' })
  documentKey: RequirementKey;

  @Field(() => RequirementItemStatus)
  status: ItemStatusValue;

  @Field(() => String, {
    nullable: true,
    description: 'The reviewer’s note (always there with needs_reupload); cleared by a re-upload.',
  })
  note: string | null;

  @Field(() => String, { nullable: true })
  reviewedByName: string | null;

  @Field(() => Date, { nullable: true })
  reviewedAt: Date | null;

  @Field(() => Int, { description: 'Name it as expectedVersion when reviewing or re-uploading.' })
  version: number;
}

@ObjectType({ description: 'A student’s requirements (A§2.3): the six documents, reviewed by HR.' })
export class RequirementSubmission {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { description: 'The student who submitted.' })
  userId: string;

  @Field()
  studentName: string;

  @Field()
  studentEmail: string;

  @Field(() => RequirementSubmissionStatus)
  status: SubmissionStatusValue;

  @Field()
  submittedAt: Date;

  @Field(() => Int, { description: 'Items count (A§2.5): six.' })
  itemsCount: number;

  @Field(() => Int)
  approvedCount: number;

  @Field(() => Int, { description: 'Bumped by every review and re-upload.' })
  version: number;
}

export const RequirementSubmissionPage = PagedType(
  RequirementSubmission,
  'RequirementSubmissionPage',
);

@InputType({ description: 'HR Requirements search and filter.' })
export class RequirementSubmissionFilter {
  @Field({ nullable: true, description: 'Part of the student’s name or e-mail.' })
  @trimmed
  @IsOptional()
  @IsString()
  search?: string;

  @Field(() => RequirementSubmissionStatus, { nullable: true })
  @IsOptional()
  @IsIn(requirementSubmissionStatus.enumValues, { message: 'Unknown status' })
  status?: SubmissionStatusValue;
}

@InputType({
  description: 'HR approves one item or asks for a re-upload (a note is required then).',
})
export class ReviewRequirementItemInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Requirements submission not found' })
  submissionId: string;

  @Field(() => RequirementDocumentKey)
  @IsIn(REQUIREMENT_KEYS, { message: 'Unknown requirement item' })
  key: RequirementKey;

  @Field(() => RequirementItemStatus, { description: 'approved or needs_reupload.' })
  @IsIn(['approved', 'needs_reupload'], { message: 'Choose Approve or Needs re-upload' })
  status: 'approved' | 'needs_reupload';

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  note?: string;
}

export { StoredFile };
