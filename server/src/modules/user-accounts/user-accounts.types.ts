import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from 'class-validator';
import { FieldChangeEntry } from '../../common/history/history.types.js';
import { VersionedInput } from '../../common/inputs.js';
import { PagedType } from '../../common/pagination.js';
import type { UserRole as Role } from '../../common/access/roles.js';
import { userRole, userStatus, type User as UserRow } from '../users/users.table.js';
import { UserRole, UserStatus } from '../users/users.types.js';

export const MAX_SEARCH = 100;

@ObjectType({
  description: 'A user as HR manages it on the Users screen (A§2.5, A§3 User sample).',
})
export class UserAccount {
  @Field(() => ID)
  id: string;

  @Field()
  firstname: string;

  @Field()
  lastname: string;

  @Field()
  email: string;

  @Field(() => UserRole)
  role: Role;

  @Field(() => UserStatus)
  status: UserRow['status'];

  @Field({ description: 'Whether the e-mail address has been confirmed.' })
  verified: boolean;

  @Field(() => ID, { nullable: true, description: 'Office staff: the office they work for.' })
  officeId: string | null;

  @Field(() => String, { nullable: true })
  officeName: string | null;

  @Field()
  createdAt: Date;

  @Field(() => Int, { description: 'Guards HR changes (expectedVersion).' })
  version: number;
}

export const UserAccountPage = PagedType(UserAccount, 'UserAccountPage', 'One page of users.');

@ObjectType({
  description:
    'One change made to an account (by HR, or its API tokens): who, what, before, after, when.',
})
export class UserEvent extends FieldChangeEntry({
  field:
    'role, status, office, invitation (the account was created), api_token_created or api_token_revoked (the token in toValue / fromValue).',
  actorName: 'Null once that account is gone.',
}) {}

@InputType({ description: 'Filters of the users list (A§2.5 Users); all optional and combined.' })
export class UserAccountFilter {
  @Field({ nullable: true, description: 'Part of the name or e-mail address.' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SEARCH, { message: `Search must be at most ${MAX_SEARCH} characters` })
  search?: string;

  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsIn(userRole.enumValues, { message: 'Unknown role' })
  role?: Role;

  @Field(() => UserStatus, { nullable: true })
  @IsOptional()
  @IsIn(userStatus.enumValues, { message: 'Unknown status' })
  status?: UserRow['status'];
}

@InputType({
  description:
    'HR changes an account: role, status and, for office staff, the office. Fields left out stay as they are.',
})
export class UpdateUserInput extends VersionedInput {
  @Field(() => ID)
  @IsUUID('all', { message: 'User not found' })
  id: string;

  @Field(() => UserRole, { nullable: true })
  @IsOptional()
  @IsIn(userRole.enumValues, { message: 'Unknown role' })
  role?: Role;

  @Field(() => UserStatus, { nullable: true })
  @IsOptional()
  @IsIn(userStatus.enumValues, { message: 'Unknown status' })
  status?: UserRow['status'];

  @Field(() => ID, {
    nullable: true,
    description: 'The office of an office account (required when the role is office).',
  })
  @ValidateIf((_input, value) => value !== undefined && value !== null)
  @IsUUID('all', { message: 'Office not found' })
  officeId?: string | null;
}
