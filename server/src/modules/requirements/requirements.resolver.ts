import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError } from '../../common/errors/domain-error.js';
import type { StoredBlob } from '../files/files.service.js';
import type { ReceiveFile } from '../files/multipart-form.js';
import { StoredFile } from '../files/files.types.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { Scholar } from '../scholars/scholars.types.js';
import {
  REQUIREMENT_MESSAGES as M,
  requirementLabel,
  type RequirementKey,
} from './requirement-documents.js';
import type { ItemView, SubmissionView } from './requirements.repository.js';
import { RequirementsService } from './requirements.service.js';
import {
  RequirementDocumentKey,
  RequirementItem,
  RequirementItemEvent,
  RequirementSubmission,
  RequirementSubmissionFilter,
  RequirementSubmissionPage,
  ReviewRequirementItemInput,
} from './requirements.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

// An alias (see the leave resolver): the argument's design type stays Object/Array, so the
// validation pipe leaves the upload promises alone.
type Upload = Promise<FileUpload>;

function receiveUpload(receive: ReceiveFile, upload: FileUpload, key: string): Promise<StoredBlob> {
  return receive(
    { filename: upload.filename, stream: upload.createReadStream() },
    'requirement_document',
    key,
  );
}

@Resolver(() => RequirementSubmission)
export class RequirementsResolver {
  constructor(private readonly service: RequirementsService) {}

  @Access('myRequirementSubmission')
  @Query(() => RequirementSubmission, {
    nullable: true,
    description: 'The signed-in student’s requirements; null before they submit.',
  })
  async myRequirementSubmission(@CurrentUser() current: SignedInUser) {
    return (await this.service.mine(current.user)) ?? null;
  }

  @Access('requirementSubmissions')
  @Query(() => RequirementSubmissionPage, {
    description:
      'HR Requirements (A§2.5), newest first: all for HR; office staff see their own scholars’ (read-only).',
  })
  requirementSubmissions(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => RequirementSubmissionFilter, nullable: true })
    filter?: RequirementSubmissionFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('requirementSubmission')
  @Query(() => RequirementSubmission, {
    description: 'One submission: the student’s own, their scholars’ for office staff, any for HR.',
  })
  requirementSubmission(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<SubmissionView> {
    return this.service.get(current.user, id);
  }

  @Access('submitRequirements')
  @Mutation(() => RequirementSubmission, {
    description:
      'A§2.3 Submit: the six documents in one multipart request — `files[i]` is the document `documents[i]` (JPG, PNG or PDF, 5 MB each). All stored, or none. One submission per student.',
  })
  submitRequirements(
    @Args('documents', { type: () => [RequirementDocumentKey] }) documents: RequirementKey[],
    @Args('files', { type: () => [GraphQLUpload] }) files: Upload[],
    @CurrentUser() current: SignedInUser,
  ): Promise<SubmissionView> {
    return this.service.submit(current.user, async (receive) => {
      if (documents.length !== files.length || new Set(documents).size !== documents.length)
        throw DomainError.badInput(M.oneFileEach);
      const stored: Partial<Record<RequirementKey, StoredBlob>> = {};
      for (const [index, key] of documents.entries())
        stored[key] = await receiveUpload(receive, await files[index]!, key);
      return stored;
    });
  }

  @Access('reuploadRequirement')
  @Mutation(() => RequirementSubmission, {
    description:
      'The student replaces one item marked needs_reupload (multipart); approved or waiting items cannot be replaced.',
  })
  reuploadRequirement(
    @Args('key', { type: () => RequirementDocumentKey }) key: RequirementKey,
    @Args('file', { type: () => GraphQLUpload }) file: Upload,
    @CurrentUser() current: SignedInUser,
    @Args('expectedVersion', { type: () => Int, nullable: true }) expectedVersion?: number,
  ): Promise<SubmissionView> {
    return this.service.reupload(
      current.user,
      key,
      async (receive) => receiveUpload(receive, await file, key),
      expectedVersion ?? undefined,
    );
  }

  @Access('reviewRequirementItem')
  @Mutation(() => RequirementSubmission, {
    description:
      'HR approves an item or asks for a re-upload with a note; CONFLICT when it changed since `expectedVersion`. The student is notified and mailed.',
  })
  reviewRequirementItem(
    @Args('input') input: ReviewRequirementItemInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<SubmissionView> {
    return this.service.review(current.user, input);
  }

  @ResolveField(() => [RequirementItem], { description: 'The six items, in the order of A§9.' })
  items(@Parent() submission: SubmissionView): Promise<ItemView[]> {
    return this.service.items(submission.id);
  }
}

@Resolver(() => RequirementItem)
export class RequirementItemResolver {
  constructor(private readonly service: RequirementsService) {}

  @ResolveField(() => String, { description: 'The document’s name as A§9 writes it.' })
  label(@Parent() item: ItemView): string {
    return requirementLabel(item.documentKey);
  }

  @ResolveField(() => StoredFile, { nullable: true, description: 'The current file.' })
  file(@Parent() item: ItemView) {
    return this.service.file(item.fileId);
  }

  @ResolveField(() => [RequirementItemEvent], {
    description: 'Upload, reviews and re-uploads, oldest first.',
  })
  history(@Parent() item: ItemView) {
    return this.service.history(item.id);
  }
}

@Resolver(() => RequirementItemEvent)
export class RequirementItemEventResolver {
  constructor(private readonly service: RequirementsService) {}

  @ResolveField(() => StoredFile, {
    nullable: true,
    description: 'The file the item had at this step (replaced files are kept).',
  })
  file(@Parent() event: { fileId: string | null }) {
    return this.service.file(event.fileId);
  }
}

@Resolver(() => Scholar)
export class ScholarRequirementsResolver {
  constructor(private readonly service: RequirementsService) {}

  @ResolveField(() => RequirementSubmission, {
    nullable: true,
    description:
      'The student’s requirements, scoped like requirementSubmission(id): HR all, office staff while the student serves their office now; null when none or out of scope.',
  })
  requirements(
    @Parent() scholar: ScholarView,
    @CurrentUser() current: SignedInUser,
  ): Promise<SubmissionView | null> {
    return this.service.ofStudent(current.user, scholar.userId);
  }
}
