import { Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Match } from '../../common/match.decorator.js';
import { PagedType } from '../../common/pagination.js';
import { IsPlainEmail } from '../../common/plain-email.decorator.js';
import { STRONG_PASSWORD } from '../auth/auth.inputs.js';
import { UserRole } from '../users/users.types.js';
import type { UserRole as Role } from '../../common/access/roles.js';

export const INVITABLE_ROLES = ['hr', 'office'] as const;
export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatusValue = (typeof INVITATION_STATUSES)[number];

export const InvitationStatus = Object.fromEntries(INVITATION_STATUSES.map((s) => [s, s]));
registerEnumType(InvitationStatus, {
  name: 'InvitationStatus',
  description: 'pending: the link works; expired: resend it; accepted; revoked.',
});

const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
// Names as people write them: letters, with spaces, hyphens, apostrophes and periods between.
const NAME = /^\p{L}[\p{L} .'-]*$/u;

@ObjectType({ description: 'An invitation HR sent to a new hr or office account.' })
export class StaffInvitation {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  firstname: string;

  @Field()
  lastname: string;

  @Field(() => UserRole)
  role: Role;

  @Field(() => ID, { nullable: true })
  officeId: string | null;

  @Field(() => String, { nullable: true })
  officeName: string | null;

  @Field(() => InvitationStatus)
  status: InvitationStatusValue;

  @Field({ description: 'When the link stops working.' })
  expiresAt: Date;

  @Field(() => String, { nullable: true })
  invitedByName: string | null;

  @Field({ description: 'When it was sent first.' })
  createdAt: Date;
}

export const StaffInvitationPage = PagedType(
  StaffInvitation,
  'StaffInvitationPage',
  'One page of invitations.',
);

@ObjectType({ description: 'What an invitation link offers, shown before the password is chosen.' })
export class InvitationPreview {
  @Field()
  email: string;

  @Field()
  firstname: string;

  @Field()
  lastname: string;

  @Field(() => UserRole)
  role: Role;

  @Field(() => String, { nullable: true })
  officeName: string | null;

  @Field()
  expiresAt: Date;
}

@InputType({ description: 'HR invites a new hr or office account (sign-up stays student-only).' })
export class InviteStaffInput {
  @Field()
  @trim()
  @IsString()
  @MinLength(2, { message: 'First name must be at least 2 characters long' })
  @MaxLength(50, { message: 'First name must be at most 50 characters long' })
  @Matches(NAME, { message: 'First name must contain only letters' })
  firstname: string;

  @Field()
  @trim()
  @IsString()
  @MinLength(2, { message: 'Last name must be at least 2 characters long' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters long' })
  @Matches(NAME, { message: 'Last name must contain only letters' })
  lastname: string;

  @Field()
  @lowerTrim()
  @IsPlainEmail('Invalid email address')
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @Field(() => UserRole, { description: 'hr or office.' })
  @IsIn(INVITABLE_ROLES, { message: 'Invite an HR or an office account' })
  role: Role;

  @Field(() => ID, { nullable: true, description: 'Required for an office account.' })
  @ValidateIf((input: InviteStaffInput) => input.role === 'office')
  // class-validator reports the bottom decorator first: "choose" wins over "not found" when empty.
  @IsUUID('all', { message: 'Office not found' })
  @IsNotEmpty({ message: 'Choose the office of an office account.' })
  officeId?: string;
}

@InputType({ description: 'The invitee chooses a password with the code from the link.' })
export class AcceptInvitationInput {
  @Field({ description: 'The code from the invitation link.' })
  @IsString({ message: 'This invitation link is invalid or has expired.' })
  @IsNotEmpty({ message: 'This invitation link is invalid or has expired.' })
  code: string;

  @Field()
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  @MaxLength(128, { message: 'Password must be at most 128 characters long' })
  @Matches(STRONG_PASSWORD, {
    message:
      'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
  })
  password: string;

  @Field()
  @IsString()
  @Match('password', { message: "Passwords don't match" })
  confirmPassword: string;
}
