import {
  Args,
  Context,
  ID,
  Int,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { Request } from 'express';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { StoredFile } from '../files/files.types.js';
import { isStaff } from './application-access.js';
import { allowedTransitions } from './application-transitions.js';
import type { ApplicationRow } from './applications.table.js';
import { ApplicationsService } from './applications.service.js';
import {
  Application,
  ApplicationDocument,
  ApplicationEvent,
  ApplicationFilter,
  ApplicationPage,
  ApplicationStatus,
  MailPreview,
} from './applications.types.js';
import type { ApplicationUploads } from './application-uploads.js';
import type { FilePurpose } from '../files/files.table.js';
import { SubmitApplicationInput } from './submit-application.input.js';
import { ApplicationDocuments } from './application-documents.js';
import { InterviewPreviewInput, UpdateApplicationStatusInput } from './update-status.input.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

type Upload = Promise<FileUpload>;

/** Resolves the uploads of a multipart request into streams, one after another. */
async function incoming(upload: Upload | null | undefined) {
  if (!upload) return undefined;
  const file = await upload;
  return { filename: file.filename, stream: file.createReadStream() };
}

@Resolver(() => Application)
export class ApplicationsResolver {
  constructor(
    private readonly service: ApplicationsService,
    private readonly attachments: ApplicationDocuments,
  ) {}

  @Access('myApplications')
  @Query(() => [Application], {
    description: "The signed-in student's applications, newest first.",
  })
  myApplications(@CurrentUser() current: SignedInUser): Promise<ApplicationRow[]> {
    return this.service.listOwn(current.user);
  }

  @Access('application')
  @Query(() => Application, {
    description:
      "One application: the student's own; for HR any; for office staff any not in training at another office.",
  })
  application(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ApplicationRow> {
    return this.service.get(current.user, id);
  }

  @Access('applications')
  @Query(() => ApplicationPage, {
    description:
      'Applications for HR and office staff (office staff: not those in training at another office), newest first (A§2.2).',
  })
  applications(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => ApplicationFilter, nullable: true }) filter?: ApplicationFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('submitApplication')
  @Mutation(() => Application, {
    description:
      'Submits the application form with its files (multipart). Needs a verified e-mail; one active application per student.',
  })
  async submitApplication(
    // Validated by the service together with the files and the cross-row rules, so one answer names every problem.
    @Args('input', { type: () => SubmitApplicationInput }) input: Record<string, unknown>,
    @CurrentUser() current: SignedInUser,
    @Args('profilePhoto', { type: () => GraphQLUpload, nullable: true }) profilePhoto?: Upload,
    @Args('certificates', { type: () => [GraphQLUpload], nullable: true })
    certificates?: Upload[],
    @Args('parentId', { type: () => GraphQLUpload, nullable: true }) parentId?: Upload,
    @Args('idDocument', { type: () => GraphQLUpload, nullable: true }) idDocument?: Upload,
    @Args('signature', { type: () => GraphQLUpload, nullable: true }) signature?: Upload,
  ): Promise<ApplicationRow> {
    return this.service.submit(current.user, async (receive) => {
      const store = async (
        upload: Upload | null | undefined,
        purpose: FilePurpose,
        field: string,
      ) => {
        const file = await incoming(upload);
        return file && receive(file, purpose, field);
      };
      const uploads: ApplicationUploads = { certificates: [] };
      uploads.profilePhoto = await store(profilePhoto, 'profile_photo', 'profilePhoto');
      for (const [index, certificate] of (certificates ?? []).entries()) {
        const stored = await store(certificate, 'certificate', `certificates.${index}`);
        if (stored) uploads.certificates.push(stored);
      }
      uploads.parentId = await store(parentId, 'parent_id', 'parentId');
      uploads.idDocument = await store(idDocument, 'id_document', 'idDocument');
      uploads.signature = await store(signature, 'signature', 'signature');
      return { input, uploads };
    });
  }

  @Access('withdrawApplication')
  @Mutation(() => Boolean, {
    description: 'Withdraws a pending application: it and its files are deleted for good.',
  })
  async withdrawApplication(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<boolean> {
    await this.service.withdraw(current.user, id);
    return true;
  }

  @Access('openApplicationReview')
  @Mutation(() => Application, {
    description:
      'Opens an application for review: a pending one moves to under_review ("Application opened for review by HR").',
  })
  openApplicationReview(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ApplicationRow> {
    return this.service.openReview(current.user, id);
  }

  @Access('updateApplicationStatus')
  @Mutation(() => Application, {
    description:
      'Moves an application to a status allowed from its current one (see allowedNextStatuses); CONFLICT when someone changed it first.',
  })
  updateApplicationStatus(
    @Args('input') input: UpdateApplicationStatusInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ApplicationRow> {
    return this.service.updateStatus(current.user, input);
  }

  @Access('interviewMailPreview')
  @Query(() => MailPreview, {
    description: 'The interview invitation e-mail as the applicant would receive it.',
  })
  interviewMailPreview(
    @Args('input') input: InterviewPreviewInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<MailPreview> {
    return this.service.previewInterviewMail(current.user, input);
  }

  @ResolveField(() => [ApplicationStatus], {
    description:
      'What the viewer may move this application to (A§4); includes the current status when it may stay. Empty for students.',
  })
  allowedNextStatuses(@Parent() application: ApplicationRow, @CurrentUser() current: SignedInUser) {
    return isStaff(current.user.role) ? allowedTransitions(application.status) : [];
  }

  @ResolveField(() => [ApplicationDocument], { description: 'Attached files, photo first.' })
  documents(
    @Parent() application: ApplicationRow,
    @Context('req') req: Request,
  ): Promise<ApplicationDocument[]> {
    return this.attachments.documents(application, req);
  }

  @ResolveField(() => StoredFile, { nullable: true, description: 'The 2x2 picture.' })
  profilePhoto(
    @Parent() application: ApplicationRow,
    @Context('req') req: Request,
  ): Promise<StoredFile | null> {
    return this.attachments.profilePhoto(application, req);
  }

  @ResolveField(() => [ApplicationEvent], { description: 'The status history, oldest first.' })
  history(@Parent() application: ApplicationRow): Promise<ApplicationEvent[]> {
    return this.service.history(application.id);
  }
}
