import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError } from '../../common/errors/domain-error.js';
import { toClassSchedule } from './schedule-view.js';
import { SchedulesService } from './schedules.service.js';
import { ClassSchedule, UploadClassScheduleInput } from './schedules.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

// An alias, as in the leave resolver: the argument's design type stays Object, so
// the validation pipe leaves the upload promise alone.
type Upload = Promise<FileUpload>;

@Resolver(() => ClassSchedule)
export class SchedulesResolver {
  constructor(private readonly service: SchedulesService) {}

  @Access('myClassSchedules')
  @Query(() => [ClassSchedule], {
    description:
      'The signed-in student’s class schedules: the current one of each term first, then the replaced ones; each group by term (latest first), newest upload first within a term.',
  })
  async myClassSchedules(@CurrentUser() current: SignedInUser): Promise<ClassSchedule[]> {
    return (await this.service.mine(current.user)).map(toClassSchedule);
  }

  @Access('classSchedules')
  @Query(() => [ClassSchedule], {
    description:
      'A student’s class schedules (current ones first, then history), by `userId` or `scholarId`: any student’s for HR, those of scholars currently deployed to their office for office staff; NOT_FOUND otherwise.',
  })
  async classSchedules(
    @CurrentUser() current: SignedInUser,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string,
    @Args('scholarId', { type: () => ID, nullable: true }) scholarId?: string,
  ): Promise<ClassSchedule[]> {
    if (!userId === !scholarId) throw DomainError.badInput('Give either userId or scholarId');
    const owner = scholarId ? { scholarId } : { userId: userId! };
    return (await this.service.ofStudent(current.user, owner)).map(toClassSchedule);
  }

  @Access('classSchedule')
  @Query(() => ClassSchedule, {
    description: 'One class schedule: the student’s own, their office’s, any for HR.',
  })
  async classSchedule(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ClassSchedule> {
    return toClassSchedule(await this.service.get(current.user, id));
  }

  @Access('uploadClassSchedule')
  @Mutation(() => ClassSchedule, {
    description:
      'A§2.3 Upload Schedule (multipart): a PDF of at most 10 MB for a term (default: today’s); replaces the term’s current schedule, which stays as history. Verified students only.',
  })
  async uploadClassSchedule(
    @CurrentUser() current: SignedInUser,
    @Args('file', { type: () => GraphQLUpload }) file: Upload,
    @Args('input', { type: () => UploadClassScheduleInput, nullable: true })
    input?: UploadClassScheduleInput,
  ): Promise<ClassSchedule> {
    const view = await this.service.upload(current.user, async (receive) => {
      const upload = await file;
      const stored = await receive(
        { filename: upload.filename, stream: upload.createReadStream() },
        'class_schedule',
        'file',
      );
      return { term: input?.term, academicYear: input?.academicYear, file: stored };
    });
    return toClassSchedule(view);
  }
}
