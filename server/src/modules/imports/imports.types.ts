import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsIn, IsOptional, IsUUID } from 'class-validator';
import { enumOf } from '../../common/graphql-enum.js';
import { PagedType } from '../../common/pagination.js';
import { IMPORT_KINDS, type ImportKind as Kind } from './import-kinds.js';
import {
  importRowAction,
  importStatus,
  type ImportRowAction as RowAction,
  type ImportStatus as Status,
} from './imports.table.js';

export const ImportKind = enumOf(IMPORT_KINDS);
registerEnumType(ImportKind, {
  name: 'ImportKind',
  description:
    'What a spreadsheet brings in: offices, office staff (as invitations), students, scholars.',
});

export const ImportStatus = enumOf(importStatus.enumValues);
registerEnumType(ImportStatus, {
  name: 'ImportStatus',
  description:
    'previewed: dry run done, nothing written; applying: being written (in batches for a long file); applied; failed: stopped, may be applied again; cancelled.',
});

export const ImportRowAction = enumOf(importRowAction.enumValues);
registerEnumType(ImportRowAction, {
  name: 'ImportRowAction',
  description:
    'What a row does: creates, updates (matched by e-mail, or an office by its code), nothing, or is in error.',
});

@ObjectType({ description: 'A column of an import template.' })
export class ImportColumn {
  @Field({ description: 'The column’s key, as errors name it.' })
  key: string;

  @Field({ description: 'The template’s header.' })
  header: string;

  @Field()
  required: boolean;

  @Field(() => [String], { description: 'Other headers accepted for it.' })
  aliases: string[];
}

@ObjectType({ description: 'One kind of import with its columns and templates.' })
export class ImportKindInfo {
  @Field(() => ImportKind)
  kind: Kind;

  @Field()
  label: string;

  @Field(() => [ImportColumn])
  columns: ImportColumn[];

  @Field({ description: 'Path of the CSV template (GET, HR).' })
  templateCsv: string;

  @Field({ description: 'Path of the .xlsx template (GET, HR).' })
  templateXlsx: string;
}

@ObjectType({ description: 'A problem with one cell of a row.' })
export class ImportCellError {
  @Field({ description: 'The column’s key.' })
  column: string;

  @Field({ description: 'The column’s header in the template.' })
  header: string;

  @Field()
  message: string;
}

@ObjectType({ description: 'One row of an imported file, as its last dry run saw it.' })
export class ImportRow {
  @Field(() => Int, { description: 'The row number in the spreadsheet (the header is row 1).' })
  row: number;

  @Field(() => ImportRowAction)
  action: RowAction;

  @Field({ description: 'The row’s e-mail, or an office’s name.' })
  label: string;

  @Field(() => [String], { description: 'Headers of the columns an update changes.' })
  changes: string[];

  @Field(() => [ImportCellError])
  errors: ImportCellError[];
}

export const ImportRowPage = PagedType(ImportRow, 'ImportRowPage', 'One page of an import’s rows.');

@ObjectType({
  description:
    'An uploaded spreadsheet: its dry run (counts, rows by outcome), and the audit of its apply (who, when, what it wrote).',
})
export class Import {
  @Field(() => ID)
  id: string;

  @Field(() => ImportKind)
  kind: Kind;

  @Field({ description: 'The file’s name as uploaded.' })
  fileName: string;

  @Field(() => String, { nullable: true, description: 'The uploaded file: /api/files/:id.' })
  file: string | null;

  @Field(() => ImportStatus)
  status: Status;

  @Field(() => String, { nullable: true, description: 'Who uploaded it.' })
  uploadedBy: string | null;

  @Field({ description: 'When it was uploaded (its dry run).' })
  createdAt: Date;

  @Field(() => Int, { description: 'Dry run: rows that create a record.' })
  createCount: number;

  @Field(() => Int, { description: 'Dry run: rows that update a record.' })
  updateCount: number;

  @Field(() => Int, { description: 'Dry run: rows that change nothing.' })
  unchangedCount: number;

  @Field(() => Int, { description: 'Dry run: rows in error.' })
  errorCount: number;

  @Field(() => String, { nullable: true, description: 'Who applied it.' })
  appliedBy: string | null;

  @Field(() => Date, { nullable: true, description: 'When the apply finished.' })
  appliedAt: Date | null;

  @Field({
    description: 'Whether the apply mailed the people it made (invitations, password links).',
  })
  sendMail: boolean;

  @Field(() => Int, { description: 'Apply: records created.' })
  createdRows: number;

  @Field(() => Int, { description: 'Apply: records updated.' })
  updatedRows: number;

  @Field(() => Int, { description: 'Apply: rows that changed nothing.' })
  unchangedRows: number;

  @Field(() => Int, { description: 'Apply progress: rows gone through, of rowsTotal.' })
  rowsDone: number;

  @Field(() => Int, { description: 'The file’s valid rows.' })
  rowsTotal: number;

  @Field(() => Boolean, {
    description: 'A cancel was asked for; the apply stops before its next batch.',
  })
  cancelRequested: boolean;

  @Field(() => String, { nullable: true, description: 'What stopped an apply short.' })
  note: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The rows in error as CSV (when there are some).',
  })
  errorFile: string | null;
}

export const ImportPage = PagedType(Import, 'ImportPage', 'One page of imports, newest first.');

@InputType()
export class PreviewImportInput {
  @Field(() => ImportKind)
  @IsIn(IMPORT_KINDS, { message: `Unknown kind: use ${IMPORT_KINDS.join(', ')}` })
  kind: Kind;
}

@InputType()
export class ApplyImportInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'Import not found' })
  id: string;

  @Field({
    nullable: true,
    description: 'Office staff: mail each new invitation (else resend it later).',
  })
  @IsOptional()
  @IsBoolean({ message: 'sendInvitations must be true or false' })
  sendInvitations?: boolean;

  @Field({
    nullable: true,
    description: 'Students and scholars: mail each new account a link to choose a password.',
  })
  @IsOptional()
  @IsBoolean({ message: 'sendPasswordEmails must be true or false' })
  sendPasswordEmails?: boolean;
}
