import { Field, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsArray,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
  ArrayMaxSize,
} from 'class-validator';
import { applicationPosition } from '../positions/position.table.js';
import { ApplicationPosition } from '../positions/position.types.js';

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const CIVIL_STATUSES = ['Single', 'Married', 'Widowed', 'Separated'] as const;
export const MAX_TEXT = 200;
export const MAX_RELATIVES = 10;
export const MAX_SEMINARS = 20;

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const tooLong = { message: `Must be at most ${MAX_TEXT} characters` };

/** A required text of at least `min` characters after trimming. */
function Text(min: number, message: string): PropertyDecorator {
  return (target, key) => {
    trim(target, key);
    IsString({ message })(target, key);
    MinLength(min, { message })(target, key);
    MaxLength(MAX_TEXT, tooLong)(target, key);
  };
}

/** An optional text: blank means not given. */
function OptionalText(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) =>
      typeof value === 'string' ? value.trim() || undefined : (value ?? undefined),
    )(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
    MaxLength(MAX_TEXT, tooLong)(target, key);
  };
}

/** A parent's name or occupation: required unless its "Unknown / Not Applicable" flag is set. */
function ParentText(flag: string, message: string): PropertyDecorator {
  return (target, key) => {
    ValidateIf((input: Record<string, unknown>) => input[flag] !== true)(target, key);
    Text(2, message)(target, key);
  };
}

@InputType({ description: 'A relative working at the university.' })
export class RelativeInput {
  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  name: string = '';

  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  department: string = '';

  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  relationship: string = '';
}

@InputType({ description: 'A seminar, training or conference row; blank rows are dropped.' })
export class SeminarInput {
  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  title: string = '';

  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  sponsoringAgency: string = '';

  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  inclusiveDate: string = '';

  @Field({ defaultValue: '' })
  @trim
  @IsString()
  @MaxLength(MAX_TEXT, tooLong)
  place: string = '';
}

/**
 * The text part of the application form (A§3, rules and messages of A§5).
 * The files travel beside it; the relative and seminar rules, which look
 * across rows, are checked by `checkApplication`.
 */
@InputType({ description: 'The application form without its files.' })
export class SubmitApplicationInput {
  @Field(() => ApplicationPosition)
  @IsIn(applicationPosition.enumValues, { message: 'Please select a position' })
  position: ApplicationPosition;

  @Field()
  @Text(2, 'First name must be at least 2 characters')
  firstName: string;

  @Field()
  @Text(2, 'Last name must be at least 2 characters')
  lastName: string;

  @Field(() => Int)
  @Type(() => Number)
  @Max(30, { message: 'Age must be under 30' })
  @Min(15, { message: 'Age must be at least 15' })
  @IsInt({ message: 'Age must be a number' })
  // Last, so it is checked (and reported) first: a blank age is missing, not a bad number.
  @IsDefined({ message: 'Age is required' })
  age: number;

  @Field()
  @Text(2, 'Citizenship is required')
  citizenship: string;

  @Field()
  @IsIn(GENDERS, { message: 'Gender is required' })
  gender: string;

  @Field()
  @IsIn(CIVIL_STATUSES, { message: 'Civil status is required' })
  civilStatus: string;

  @Field()
  @Text(5, 'Home address is required')
  homeAddress: string;

  @Field({ nullable: true })
  @OptionalText()
  homeStreet?: string;

  @Field()
  @Text(2, 'Barangay is required')
  homeBarangay: string;

  @Field()
  @Text(2, 'City/Municipality is required')
  homeCity: string;

  @Field()
  @Text(2, 'Province is required')
  homeProvince: string;

  @Field()
  @Text(5, 'Baguio/Benguet address is required')
  baguioAddress: string;

  @Field({ nullable: true })
  @OptionalText()
  baguioStreet?: string;

  @Field()
  @Text(2, 'Barangay is required')
  baguioBarangay: string;

  @Field()
  @Text(2, 'City/Municipality is required')
  baguioCity: string;

  @Field()
  @Text(10, 'Contact number must be at least 10 characters')
  homeContact: string;

  @Field()
  @Text(10, 'Contact number must be at least 10 characters')
  baguioContact: string;

  @Field({ nullable: true })
  @ParentText('fatherNameUnknown', "Father's name is required")
  fatherName?: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  fatherNameUnknown: boolean = false;

  @Field({ nullable: true })
  @ParentText('fatherOccupationUnknown', "Father's occupation is required")
  fatherOccupation?: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  fatherOccupationUnknown: boolean = false;

  @Field({ nullable: true })
  @ParentText('motherNameUnknown', "Mother's name is required")
  motherName?: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  motherNameUnknown: boolean = false;

  @Field({ nullable: true })
  @ParentText('motherOccupationUnknown', "Mother's occupation is required")
  motherOccupation?: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  motherOccupationUnknown: boolean = false;

  @Field()
  @Text(2, 'Emergency contact name is required')
  emergencyContact: string;

  @Field()
  @Text(10, 'Emergency contact number must be at least 10 characters')
  emergencyContactNumber: string;

  @Field({ defaultValue: false })
  @IsBoolean()
  hasRelativeWorking: boolean = false;

  @Field(() => [RelativeInput], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(MAX_RELATIVES, { message: `At most ${MAX_RELATIVES} relatives` })
  @ValidateNested({ each: true })
  @Type(() => RelativeInput)
  relatives: RelativeInput[] = [];

  @Field({ nullable: true })
  @OptionalText()
  elementary?: string;

  @Field({ nullable: true })
  @OptionalText()
  elementaryYears?: string;

  @Field({ nullable: true })
  @OptionalText()
  highSchool?: string;

  @Field({ nullable: true })
  @OptionalText()
  highSchoolYears?: string;

  @Field({ nullable: true })
  @OptionalText()
  college?: string;

  @Field({ nullable: true })
  @OptionalText()
  collegeYears?: string;

  @Field({ nullable: true })
  @OptionalText()
  others?: string;

  @Field({ nullable: true })
  @OptionalText()
  othersYears?: string;

  @Field(() => [SeminarInput], { defaultValue: [] })
  @IsArray()
  @ArrayMaxSize(MAX_SEMINARS, { message: `At most ${MAX_SEMINARS} seminars` })
  @ValidateNested({ each: true })
  @Type(() => SeminarInput)
  seminars: SeminarInput[] = [];

  @Field()
  @Equals(true, { message: 'You must agree to the terms and conditions' })
  agreedToTerms: boolean;

  @Field()
  @Equals(true, { message: 'You must confirm that the information provided is true' })
  conformity: boolean;

  @Field()
  @Text(2, "Parent/guardian's full name is required")
  parentGuardianName: string;

  @Field()
  @Equals(true, { message: 'Parent/guardian consent is required' })
  parentConsent: boolean;
}
