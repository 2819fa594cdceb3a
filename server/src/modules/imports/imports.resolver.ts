import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';
import { toImport, toImportKindInfo, toImportRow } from './import-view.js';
import { ImportsService } from './imports.service.js';
import type { ImportRowAction as RowAction } from './imports.table.js';
import {
  ApplyImportInput,
  Import,
  ImportKindInfo,
  ImportPage,
  ImportRowAction,
  ImportRowPage,
  PreviewImportInput,
} from './imports.types.js';

// An alias, as in the schedules resolver: the argument's design type stays
// Object, so the validation pipe leaves the upload promise alone.
type Upload = Promise<FileUpload>;

@Resolver(() => Import)
export class ImportsResolver {
  constructor(private readonly service: ImportsService) {}

  @Access('importKinds')
  @Query(() => [ImportKindInfo], {
    description: 'What can be imported, with each kind’s columns and template downloads.',
  })
  importKinds(@CurrentUser() current: SignedInUser): ImportKindInfo[] {
    return this.service.kinds(current.user).map(toImportKindInfo);
  }

  @Access('imports')
  @Query(() => ImportPage, {
    description: 'Every import, newest first, with its counts and audit.',
  })
  async imports(
    @CurrentUser() current: SignedInUser,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 10 }) limit = 10,
  ) {
    const found = await this.service.list(current.user, { page, limit });
    return { items: found.items.map(toImport), pagination: found.pagination };
  }

  @Access('import')
  @Query(() => Import, { name: 'import', description: 'One import with its report.' })
  async one(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<Import> {
    return toImport(await this.service.get(current.user, id));
  }

  @Access('previewImport')
  @Mutation(() => Import, {
    description:
      'The dry run (multipart): a CSV or .xlsx of at most 20 MB (10 MB over GraphQL) and 10,000 rows is stored and every row checked against the forms’ rules and the database; nothing else is written. The answer counts the rows to create, update, leave and fix; `rows` pages through them.',
  })
  async previewImport(
    @CurrentUser() current: SignedInUser,
    @Args('input') input: PreviewImportInput,
    @Args('file', { type: () => GraphQLUpload }) file: Upload,
  ): Promise<Import> {
    const view = await this.service.preview(current.user, async (receive) => {
      const upload = await file;
      const stored = await receive(
        { filename: upload.filename, stream: upload.createReadStream() },
        'import',
        'file',
      );
      return { kind: input.kind, file: stored };
    });
    return toImport(view);
  }

  @Access('applyImport')
  @Mutation(() => Import, {
    description:
      'Checks the file again against the database as it is and writes it: all rows or none up to 2,000 rows; beyond, in batches of 500 in the background (status applying, rowsDone the progress). Nothing is written while a row is in error.',
  })
  async applyImport(
    @Args('input') input: ApplyImportInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<Import> {
    return toImport(await this.service.apply(current.user, input));
  }

  @Access('cancelImport')
  @Mutation(() => Import, {
    description:
      'Drops a preview, or stops a running apply before its next batch (what was written stays; applying again goes on).',
  })
  async cancelImport(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<Import> {
    return toImport(await this.service.cancel(current.user, id));
  }

  @ResolveField(() => ImportRowPage, {
    description: 'The rows of one outcome, in the file’s order.',
  })
  async rows(
    @Parent() parent: Import,
    @Args('action', { type: () => ImportRowAction }) action: RowAction,
    @Args('page', { type: () => Int, defaultValue: 1 }) page = 1,
    @Args('limit', { type: () => Int, defaultValue: 20 }) limit = 20,
  ) {
    const found = await this.service.rows(parent.id, action, { page, limit });
    return {
      items: found.items.map((row) => toImportRow(parent.kind, row)),
      pagination: found.pagination,
    };
  }
}
