import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString } from 'class-validator';
import { trimmed } from './inputs.js';

/**
 * The A§3 student header on a form's GraphQL input and on what it files
 * (leave, re-application); the rules are in student-form.ts.
 */

/** Text of a form: trimmed, blank left out; the service checks the rules. */
export function FormText(description?: string) {
  return (target: object, key: string) => {
    Field(() => String, { nullable: true, description })(target, key);
    trimmed(target, key);
    IsOptional()(target, key);
    IsString()(target, key);
  };
}

@InputType({ isAbstract: true })
export class StudentFormInput {
  @FormText()
  name?: string;

  @FormText('ID #.')
  idNumber?: string;

  @FormText('School / Department.')
  schoolDept?: string;

  @FormText('Course & Year.')
  courseYear?: string;

  @FormText('Signature over Printed Name.')
  signatureName?: string;

  @FormText('YYYY-MM-DD.')
  signatureDate?: string;
}

@ObjectType({ isAbstract: true })
export class StudentFormFields {
  @Field({ description: 'Name as written on the form.' })
  name: string;

  @Field({ description: 'ID # as written on the form.' })
  idNumber: string;

  @Field(() => String, { nullable: true, description: 'School / Department.' })
  schoolDept: string | null;

  @Field(() => String, { nullable: true, description: 'Course & Year.' })
  courseYear: string | null;

  @Field(() => String, { nullable: true, description: 'Signature over Printed Name.' })
  signatureName: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD beside the signature.' })
  signatureDate: string | null;
}
