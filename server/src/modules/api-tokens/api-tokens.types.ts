import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsIn, IsInt, IsString, MaxLength, ValidateIf } from 'class-validator';
import { enumOf } from '../../common/graphql-enum.js';
import { EXPIRY_DAYS, TOKEN_NAME_MAX, TOKENS } from './api-token-rules.js';
import { apiTokenScope, type ApiTokenScope as Scope } from './api-tokens.table.js';

export const ApiTokenScope = enumOf(apiTokenScope.enumValues);
registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description:
    'read: queries (GraphQL) and GET requests (REST) only; write: everything the owner may do.',
});

@ObjectType({
  description:
    "A personal access token for scripts (Authorization: Bearer). It acts as its owner with the owner's current role, narrowed by its scope. The secret itself is shown once, at creation.",
})
export class ApiToken {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: 'The first characters of the secret (sasm_pat_…), to recognise it.' })
  prefix: string;

  @Field(() => ApiTokenScope)
  scope: Scope;

  @Field(() => Date, { nullable: true, description: 'Null: never expires.' })
  expiresAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was last used, to the minute (null: never).',
  })
  lastUsedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The address it was last used from.' })
  lastUsedIp: string | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'A token just created, with its secret: the only time it is shown.' })
export class CreatedApiToken {
  @Field(() => ApiToken)
  token: ApiToken;

  @Field({ description: 'The bearer token. Store it now: it cannot be shown again.' })
  secret: string;
}

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'What the token is for ("Payroll export").' })
  @IsString({ message: TOKENS.nameRequired })
  @MaxLength(TOKEN_NAME_MAX, { message: TOKENS.nameTooLong })
  name: string;

  @Field(() => ApiTokenScope)
  @IsIn(apiTokenScope.enumValues, { message: 'Choose read or write.' })
  scope: Scope;

  @Field(() => Int, {
    nullable: true,
    description: `Days until it expires: ${EXPIRY_DAYS.join(', ')}; null for never (admin only).`,
  })
  @ValidateIf((_input, value) => value !== null && value !== undefined)
  @IsInt({ message: TOKENS.expiryChoices })
  expiresInDays: number | null;
}
