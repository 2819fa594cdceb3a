import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Match } from '../../common/match.decorator.js';
import { IsPlainEmail } from '../../common/plain-email.decorator.js';

// Validation messages are the spec's (F§5), word for word.
const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&#]).+$/;

@InputType({ description: 'A new student account.' })
export class SignUpInput {
  @Field()
  @trim()
  @IsString()
  @MinLength(2, { message: 'First name must be at least 2 characters long' })
  @Matches(/^\p{L}+$/u, { message: 'First name must contain only letters' })
  @MaxLength(50)
  firstname: string;

  @Field()
  @trim()
  @IsString()
  @MinLength(2, { message: 'Last name must be at least 2 characters long' })
  @Matches(/^\p{L}+$/u, { message: 'Last name must contain only letters' })
  @MaxLength(50)
  lastname: string;

  @Field()
  @lowerTrim()
  @IsPlainEmail('Invalid email address')
  email: string;

  @Field()
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters long' })
  @MaxLength(128, { message: 'Password must be at most 128 characters long' })
  password: string;

  @Field()
  @IsString()
  @MinLength(8, { message: 'Confirm password must be at least 8 characters long' })
  @Match('password', { message: "Passwords don't match" })
  confirmPassword: string;
}

@InputType()
export class SignInInput {
  @Field()
  @lowerTrim()
  @IsString()
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @Field()
  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}

@InputType()
export class EmailInput {
  @Field()
  @lowerTrim()
  @IsPlainEmail('Invalid email format')
  email: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The code from the reset link.' })
  @IsString({ message: 'Invalid or missing reset code.' })
  @IsNotEmpty({ message: 'Invalid or missing reset code.' })
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
}

@InputType()
export class ChangePasswordInput {
  @Field()
  @IsString()
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @Field()
  @IsString()
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  newPassword: string;
}

@InputType()
export class ChangeEmailInput {
  @Field()
  @lowerTrim()
  // class-validator reports the bottom decorator first: "required" wins over "invalid" for an empty value.
  @IsPlainEmail('Invalid email address')
  @IsNotEmpty({ message: 'Email is required' })
  newEmail: string;
}
