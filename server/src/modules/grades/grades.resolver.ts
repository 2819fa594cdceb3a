import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { termLabel } from '../../common/academic-term.js';
import { StoredFile } from '../files/files.types.js';
import type { GradeReportView } from './grades.repository.js';
import { GradesService } from './grades.service.js';
import { GradeReport, SaveGradeReportInput } from './grades.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

// An alias, as in the leave resolver: the argument's design type stays Object, so
// the validation pipe leaves the upload promise alone.
type Upload = Promise<FileUpload>;

@Resolver(() => GradeReport)
export class GradesResolver {
  constructor(private readonly service: GradesService) {}

  @Access('myGradeReports')
  @Query(() => [GradeReport], {
    description: 'The signed-in student’s grade reports, latest term first.',
  })
  myGradeReports(@CurrentUser() current: SignedInUser): Promise<GradeReportView[]> {
    return this.service.mine(current.user);
  }

  @Access('gradeReport')
  @Query(() => GradeReport, {
    description:
      'One grade report: the student’s own; a current scholar’s for their office’s staff; any for HR.',
  })
  gradeReport(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<GradeReportView> {
    return this.service.get(current.user, id);
  }

  @Access('gradeReports')
  @Query(() => [GradeReport], {
    description:
      'Staff, read-only: a scholar’s grade reports, latest term first — by scholarId (NOT_FOUND outside the viewer’s scope) or by the student’s userId (empty outside it).',
  })
  gradeReports(
    @CurrentUser() current: SignedInUser,
    @Args('scholarId', { type: () => ID, nullable: true }) scholarId?: string,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string,
  ): Promise<GradeReportView[]> {
    if (scholarId) return this.service.ofScholar(current.user, scholarId);
    return this.service.ofUser(current.user, userId ?? '');
  }

  @Access('saveGradeReport')
  @Mutation(() => GradeReport, {
    description:
      'Save the grades read from a slip for a term, with the slip image (PNG/JPG, 5 MB; multipart). Required on a term’s first save; saving again replaces the rows.',
  })
  saveGradeReport(
    @Args('input') input: SaveGradeReportInput,
    @CurrentUser() current: SignedInUser,
    @Args('image', { type: () => GraphQLUpload, nullable: true }) image?: Upload,
  ): Promise<GradeReportView> {
    return this.service.save(current.user, async (receive) => {
      const upload = image ? await image : undefined;
      const stored =
        upload &&
        (await receive(
          { filename: upload.filename, stream: upload.createReadStream() },
          'grade_slip',
          'image',
        ));
      return { form: input, image: stored };
    });
  }

  @ResolveField(() => String)
  termLabel(@Parent() report: GradeReportView): string {
    return termLabel(report);
  }

  @ResolveField(() => StoredFile, {
    nullable: true,
    description: 'The grade slip’s image (/api/files/:id, scoped like the report).',
  })
  image(@Parent() report: GradeReportView) {
    return this.service.image(report);
  }
}
