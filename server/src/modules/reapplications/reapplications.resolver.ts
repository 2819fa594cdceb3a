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
import { termLabel } from '../../common/academic-term.js';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { StoredFile } from '../files/files.types.js';
import type { ScholarView } from '../scholars/scholars.repository.js';
import { Scholar } from '../scholars/scholars.types.js';
import type { ReapplicationView } from './reapplications.repository.js';
import { ReapplicationsService } from './reapplications.service.js';
import {
  DecideReapplicationInput,
  Reapplication,
  ReapplicationEvent,
  ReapplicationFacts,
  ReapplicationFilter,
  ReapplicationFormDefaults,
  ReapplicationGradeReport,
  ReapplicationPage,
  ReapplicationStatus,
  ScholarshipTerm,
  SubmitReapplicationInput,
} from './reapplications.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

// An alias, as in the leave resolver: the argument's design type stays Object,
// so the validation pipe leaves the upload promise alone.
type Upload = Promise<FileUpload>;

@Resolver(() => Reapplication)
export class ReapplicationsResolver {
  constructor(private readonly service: ReapplicationsService) {}

  @Access('myReapplications')
  @Query(() => [Reapplication], {
    description: 'The signed-in student’s re-applications, the latest term first.',
  })
  myReapplications(@CurrentUser() current: SignedInUser): Promise<ReapplicationView[]> {
    return this.service.mine(current.user);
  }

  @Access('reapplicationFormDefaults')
  @Query(() => ReapplicationFormDefaults, {
    nullable: true,
    description: 'A§2.3 prefill of the re-application form; null when not an accepted scholar.',
  })
  reapplicationFormDefaults(@CurrentUser() current: SignedInUser) {
    return this.service.formDefaults(current.user);
  }

  @Access('reapplicationGradeChoices')
  @Query(() => [ReapplicationGradeReport], {
    description: 'The student’s saved grade reports, newest first: the grades attachment choices.',
  })
  reapplicationGradeChoices(@CurrentUser() current: SignedInUser) {
    return this.service.gradeChoices(current.user);
  }

  @Access('reapplications')
  @Query(() => ReapplicationPage, {
    description:
      'ReApplication Management, newest first: every one for HR; office staff read their office’s scholars’.',
  })
  reapplications(
    @CurrentUser() current: SignedInUser,
    @Args('filter', { type: () => ReapplicationFilter, nullable: true })
    filter?: ReapplicationFilter,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    return this.service.list(current.user, filter ?? {}, { page, limit });
  }

  @Access('reapplication')
  @Query(() => Reapplication, {
    description: 'One re-application: the student’s own, their office’s for staff, any for HR.',
  })
  reapplication(@Args('id', { type: () => ID }) id: string, @CurrentUser() current: SignedInUser) {
    return this.service.get(current.user, id);
  }

  @Access('submitReapplication')
  @Mutation(() => Reapplication, {
    description:
      'A§2.3 Submit Re-Application; grades: an optional image or PDF (5 MB; multipart), or input.gradeReportId.',
  })
  submitReapplication(
    @Args('input') input: SubmitReapplicationInput,
    @CurrentUser() current: SignedInUser,
    @Args('grades', { type: () => GraphQLUpload, nullable: true }) grades?: Upload,
  ): Promise<ReapplicationView> {
    return this.service.submit(current.user, async (receive) => {
      const upload = grades ? await grades : undefined;
      const stored =
        upload &&
        (await receive(
          { filename: upload.filename, stream: upload.createReadStream() },
          'reapplication_grades',
          'grades',
        ));
      return { form: input, grades: stored };
    });
  }

  @Access('decideReapplication')
  @Mutation(() => Reapplication, {
    description: 'HR decides (see allowedNextStatuses); CONFLICT when someone changed it first.',
  })
  decideReapplication(
    @Args('input') input: DecideReapplicationInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<ReapplicationView> {
    return this.service.decide(current.user, input);
  }

  @ResolveField('termLabel', () => String, { description: '"First Semester 2026-2027".' })
  label(@Parent() row: ReapplicationView): string {
    return termLabel(row);
  }

  @ResolveField(() => [ReapplicationStatus], {
    description:
      'What the viewer may set it to now: HR any status while pending or under review, only Under Review (reopen) once decided; nobody else anything.',
  })
  allowedNextStatuses(@Parent() row: ReapplicationView, @CurrentUser() current: SignedInUser) {
    return this.service.allowedNextStatuses(current.user, row);
  }

  @ResolveField(() => StoredFile, { nullable: true, description: 'An uploaded grades file.' })
  gradesFile(@Parent() row: ReapplicationView) {
    return this.service.gradesFile(row);
  }

  @ResolveField(() => ReapplicationGradeReport, {
    nullable: true,
    description: 'The saved grade report attached instead of a file.',
  })
  gradeReport(@Parent() row: ReapplicationView) {
    return this.service.gradeReport(row);
  }

  @ResolveField(() => ReapplicationFacts, {
    description: 'HR’s facts: office, confirmed hours this term, latest score and average.',
  })
  facts(@Parent() row: ReapplicationView) {
    return this.service.facts(row);
  }

  @ResolveField(() => [ReapplicationEvent], {
    description: 'Submission and decisions, oldest first.',
  })
  history(@Parent() row: ReapplicationView) {
    return this.service.history(row.id);
  }
}

/** Adds the extension to the Scholar type from here, so scholars need not know re-applications. */
@Resolver(() => Scholar)
export class ScholarContinuationResolver {
  constructor(private readonly service: ReapplicationsService) {}

  @ResolveField(() => ScholarshipTerm, {
    nullable: true,
    description:
      'The latest term an accepted re-application extends the scholarship to; null when none (one query for a whole list).',
  })
  continuedThrough(@Parent() scholar: ScholarView, @Context('req') req: Request) {
    return this.service.continuedThrough(scholar.id, req);
  }

  @ResolveField(() => [Reapplication], {
    description:
      'The scholar’s re-applications, the latest term first (within the viewer’s scope, like reapplications).',
  })
  reapplications(
    @Parent() scholar: ScholarView,
    @CurrentUser() current: SignedInUser,
  ): Promise<ReapplicationView[]> {
    return this.service.ofScholar(current.user, scholar.id);
  }
}
