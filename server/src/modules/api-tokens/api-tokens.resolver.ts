import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiTokensService } from './api-tokens.service.js';
import { ApiToken, CreateApiTokenInput, CreatedApiToken } from './api-tokens.types.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

@Resolver(() => ApiToken)
export class ApiTokensResolver {
  constructor(private readonly tokens: ApiTokensService) {}

  @Access('myApiTokens')
  @Query(() => [ApiToken], {
    description: "The signed-in user's API tokens, newest first (revoked and expired ones too).",
  })
  myApiTokens(@CurrentUser() current: SignedInUser): Promise<ApiToken[]> {
    return this.tokens.listOwn(current.user);
  }

  @Access('apiTokens')
  @Query(() => [ApiToken], { description: "HR: any account's API tokens, newest first." })
  apiTokens(
    @Args('userId', { type: () => ID }) userId: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ApiToken[]> {
    return this.tokens.listOf(current.user, userId);
  }

  @Access('createApiToken')
  @Mutation(() => CreatedApiToken, {
    description:
      'Creates an API token for the signed-in staff account; the secret is in the answer, once.',
  })
  createApiToken(
    @Args('input') input: CreateApiTokenInput,
    @CurrentUser() current: SignedInUser,
  ): Promise<CreatedApiToken> {
    return this.tokens.create(current.user, {
      viaToken: current.apiToken !== undefined,
      name: input.name,
      scope: input.scope,
      expiresInDays: input.expiresInDays ?? null,
    });
  }

  @Access('revokeApiToken')
  @Mutation(() => ApiToken, {
    description:
      "Revokes one of your API tokens (HR: anyone's); it is refused from the next request on.",
  })
  revokeApiToken(
    @Args('id', { type: () => ID }) id: string,
    @CurrentUser() current: SignedInUser,
  ): Promise<ApiToken> {
    return this.tokens.revoke(current.user, id);
  }
}
