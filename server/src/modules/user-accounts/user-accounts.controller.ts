import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { toRestDocument } from '../../common/rest-document.js';
import { oneOf, pageRequestOf } from '../../common/rest-query.js';
import { validateInput } from '../../common/validation.js';
import { UserAccountsService } from './user-accounts.service.js';
import { UpdateUserInput, UserAccountFilter } from './user-accounts.types.js';
import { userRole, userStatus } from '../users/users.table.js';
import { Access } from '../../common/access/access.decorator.js';
import { CurrentUser } from '../../common/access/current-user.js';
import type { SignedInUser } from '../../common/access/signed-in-user.js';

/** REST facade of HR's Users screen (`/api/users`), over the same service as GraphQL. */
@Controller('users')
export class UserAccountsController {
  constructor(private readonly accounts: UserAccountsService) {}

  @Access('users')
  @Get()
  async list(
    @CurrentUser() current: SignedInUser,
    @Query() query: Record<string, string | undefined>,
  ) {
    const filter = await validateInput(UserAccountFilter, {
      search: query.search,
      role: oneOf('role', userRole.enumValues, query.role),
      status: oneOf('status', userStatus.enumValues, query.status),
    });
    const page = await this.accounts.list(current.user, filter, pageRequestOf(query));
    return { items: page.items.map(toRestDocument), pagination: page.pagination };
  }

  @Access('user')
  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() current: SignedInUser) {
    const user = await this.accounts.get(current.user, id);
    return { user: await this.withHistory(user.id, toRestDocument(user)) };
  }

  @Access('updateUser')
  @Put(':id')
  async update(
    @Param('id') id: string,
    @Body() body: Record<string, unknown> | undefined,
    @CurrentUser() current: SignedInUser,
  ) {
    const input = await validateInput(UpdateUserInput, { ...body, id });
    const user = await this.accounts.update(current.user, input);
    return { user: await this.withHistory(user.id, toRestDocument(user)) };
  }

  private async withHistory<T extends object>(id: string, user: T) {
    return { ...user, history: (await this.accounts.history(id)).map(toRestDocument) };
  }
}
